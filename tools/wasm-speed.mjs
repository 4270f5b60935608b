// The computer's speed in wasm against native: runs `cargo bench --bench search_speed` (native,
// through the worker's own code), then sends the very same requests to the worker built for the
// browser (dist/, from `trunk build --release`) in headless Debian Chromium, and prints the search's
// positions per second and the random playouts per second on both sides, and their ratio (the
// target: wasm at least 0.6 of native).
//
//   node tools/wasm-speed.mjs [positions per search, default 2000000]
import { execFileSync } from 'node:child_process';
import { open } from '../tests/browser/harness.mjs';

const budget = process.argv[2] ?? '2000000';
const native = execFileSync('cargo', ['bench', '--locked', '--bench', 'search_speed', '--', budget], { encoding: 'utf8' })
  .split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));

const app = await open();
try {
  await app.page.goto(app.url);
  const results = await app.page.evaluate(async (requests) => {
    const worker = new Worker('./worker_loader.js');
    const next = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
    if ((await next()) !== 'ready') throw new Error('the worker did not start');
    const out = [];
    for (const text of requests) {
      let best = Infinity;
      let count = 0;
      for (let k = 0; k < 3; k++) {
        const clock = performance.now();
        worker.postMessage(text);
        let reply;
        do { reply = JSON.parse(await next()); } while (reply.kind === 'thinking');
        best = Math.min(best, performance.now() - clock);
        if (reply.error) throw new Error(reply.error);
        count = reply.kind === 'played' ? reply.playouts : reply.nodes;
      }
      out.push({ count, ms: best });
    }
    worker.terminate();
    return out;
  }, native.map((n) => n.request));
  console.log(`speed per second, best of 3; the search ${budget} positions a request`);
  console.log('game              what           native        wasm   wasm/native');
  native.forEach((n, k) => {
    const w = results[k];
    const [a, b] = [n.count / n.ms * 1000, w.count / w.ms * 1000];
    console.log(`${n.game.padEnd(17)} ${n.what.padEnd(10)} ${a.toFixed(0).padStart(11)} ${b.toFixed(0).padStart(11)}   ${(b / a).toFixed(2)}`);
  });
} finally {
  await app.close();
}
