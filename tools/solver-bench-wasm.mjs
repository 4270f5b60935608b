// The Sight Reduction solver's benchmark in wasm: the shipped worker (dist/, from `trunk build
// --release`) in headless Debian Chromium decides numbered deals, each asked as the page asks
// "still solvable?" (the Decide task), timed from question to answer. The deals come from the native bench, which writes them as JSON lines:
//
//   cargo bench --bench solver -- --positions 200 > target/solver-deals.jsonl
//   node tools/solver-bench-wasm.mjs target/solver-deals.jsonl
//
// Prints, per rule set, the share solvable and the median, 90th percentile and worst time, each
// question within the app's budget of 8 million positions (QUESTION_BUDGET in src/ai/solver). One
// worker answers every deal of a rule set, as on the page, so its table is warm from the deals
// before (positions of different deals rarely meet); a fresh worker starts each rule set.
import fs from 'node:fs';
import { open } from '../tests/browser/harness.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/solver-bench-wasm.mjs <deals.jsonl>');
  process.exit(2);
}
const deals = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const sets = [...new Set(deals.map((d) => d.rules))];

const app = await open();
try {
  await app.page.goto(app.url);
  console.log(`Sight Reduction solitaire in wasm (Chromium worker), ${deals.length / sets.length} deals per rule set, times in ms`);
  console.log(`${'rules'.padEnd(18)} ${'solvable'.padStart(9)} ${'median'.padStart(9)} ${'p90'.padStart(9)} ${'worst'.padStart(9)} ${'unknown'.padStart(8)}`);
  for (const rules of sets) {
    const positions = deals.filter((d) => d.rules === rules).map((d) => d.position);
    const results = await app.page.evaluate(async (positions) => {
      const worker = new Worker('./worker_loader.js');
      await new Promise((resolve) => { worker.onmessage = (e) => { if (e.data === 'ready') resolve(); }; });
      const out = [];
      for (const [i, position] of positions.entries()) {
        const request = { id: i + 1, game: 'sight-reduction', position, budget: 8_000_000, task: 'decide' };
        const begin = performance.now();
        const reply = await new Promise((resolve) => {
          worker.onmessage = (e) => resolve(JSON.parse(e.data));
          worker.postMessage(JSON.stringify(request));
        });
        const ms = performance.now() - begin;
        // Undecided within the budget is an answer; any other error is the bench's own fault (a
        // deals file written for another version, say).
        if (reply.error && !/could not decide/.test(reply.error)) throw new Error(`deal ${i + 1}: ${reply.error}`);
        const decided = reply.kind === 'decided';
        out.push({ ms, verdict: decided ? (reply.solvable ? 'solvable' : 'lost') : 'unknown' });
      }
      worker.terminate();
      return out;
    }, positions);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (p) => times[Math.round((times.length - 1) * p)];
    const solvable = results.filter((r) => r.verdict === 'solvable').length;
    const unknown = results.filter((r) => r.verdict === 'unknown').length;
    console.log(`${rules.padEnd(18)} ${(100 * solvable / results.length).toFixed(1).padStart(8)}% ${at(0.5).toFixed(2).padStart(9)} ${at(0.9).toFixed(2).padStart(9)} ${times[times.length - 1].toFixed(2).padStart(9)} ${String(unknown).padStart(8)}`);
  }
} finally {
  await app.close();
}
