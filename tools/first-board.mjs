// The first load, measured in headless Debian Chromium on the built app (dist/, from `trunk build
// --release`, served gzipped by the browser tests' server: the build's precompressed .gz files):
// the bytes on the wire before the first board, each file's, whoever fetched it (the computer's
// worker too, were it to come before), and the bytes fetched after it (the worker, the service
// worker's copy of the app); and the time from navigation to the first board, cold (an empty
// browser) and from the service worker's cache (a second visit), each the median of several runs.
// All of it twice: on the local server, and on a slow phone's line (1.6 Mbit/s down, 0.75 Mbit/s
// up, 150 ms latency) set through the DevTools protocol for the page and each of its workers. The
// first board is a game opened from a link, the quickest way to one.
//
//   node tools/first-board.mjs [runs]      (3 runs of each by default)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, SUBPATH, open } from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;

// A link to a fresh game of Byte: the page must start, read the link, and draw the board.
const START = '8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b e5=b g5=b b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b';
const LINK = `#/byte/game?players=person,person&start=${encodeURIComponent(START)}&moves=`;

/** A slow phone's line, in DevTools' terms (bytes a second, milliseconds). */
const SLOW = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** Puts the page, and every worker it starts (each held until then), on `line`. The service
 *  worker needs the conditions of its own (its requests are otherwise not slowed); a dedicated
 *  worker answers "Not supported" and fetches through its page's, as its load time, printed,
 *  shows. The workers' sessions are reached through the page's (`Target.sendMessageToTarget`,
 *  not flattened): Playwright's CDP sessions cannot address a flattened child session. */
async function throttle(context, page, line) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', line);
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId }) => {
    const send = (method, params = {}) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) }).catch(() => {});
    send('Network.enable');
    send('Network.emulateNetworkConditions', line);
    send('Runtime.runIfWaitingForDebugger');
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

// Stamps, in the page, when the first board is drawn: the frame that paints it, in milliseconds
// since navigation (and since the epoch, to place requests before or after it).
function stampFirstBoard() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.board [data-square="a1"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.firstBoard = { ms: performance.now(), at: performance.timeOrigin + performance.now() }; });
  }).observe(document, { childList: true, subtree: true });
}

async function firstBoard(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.firstBoard, null, { timeout: 60_000 });
  return page.evaluate(() => window.firstBoard);
}

/** Resolves once no request has been in flight for `quiet` ms. */
async function settled(inFlight, quiet = 1_000) {
  for (let still = 0; still < quiet; still += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (inFlight.size > 0) still = -100;
  }
}

/** One cold visit and one from the service worker: their times, and the cold visit's requests. */
async function visit(line) {
  const app = await open({ serviceWorkers: 'allow' });
  try {
    const { page, context } = app;
    await context.addInitScript(stampFirstBoard);
    if (line) await throttle(context, page, line);
    const requests = [];
    const inFlight = new Set();
    context.on('request', (r) => { inFlight.add(r); requests.push({ r, at: Date.now() }); });
    const done = (r) => inFlight.delete(r);
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    const cold = await firstBoard(page, app.url + LINK);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 120_000 });
    await settled(inFlight);
    const files = await Promise.all(requests.map(async ({ r, at }) => {
      const pathname = new URL(r.url()).pathname;
      const name = pathname.endsWith('/') ? 'index.html' : path.basename(pathname);
      // Playwright gives no body size for a service worker's own script: the gzip sent is counted
      // (its precompressed .gz where the build has one, as the server sends it; else zlib -9's).
      const file = path.join(DIST, pathname.slice(SUBPATH.length) || 'index.html');
      const sized = (await r.sizes().catch(() => null))?.responseBodySize;
      const gzip = () => (fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
      const bytes = sized || (fs.existsSync(file) ? gzip() : 0);
      const by = r.serviceWorker() ? 'service worker' : name.startsWith('worker') ? 'computer\'s worker' : 'page';
      return { name, by, before: at < cold.at, bytes, ms: r.timing().responseEnd };
    }));
    await page.goto('about:blank');
    const warm = await firstBoard(page, app.url + LINK);
    return { cold: Math.round(cold.ms), warm: Math.round(warm.ms), files };
  } finally {
    await app.close();
  }
}

async function measure(title, line) {
  const cold = [];
  const warm = [];
  let last;
  for (let k = 0; k < runs; k++) {
    last = await visit(line);
    cold.push(last.cold);
    warm.push(last.warm);
  }
  console.log(`\n== ${title}`);
  const sum = (files) => files.reduce((n, f) => n + f.bytes, 0);
  const before = last.files.filter((f) => f.before);
  console.log('Before the first board (bytes on the wire, gzip):');
  for (const f of before) console.log(`  ${f.name.padEnd(40)} ${kb(f.bytes)}  (${f.by})`);
  console.log(`  ${'total'.padEnd(40)} ${kb(sum(before))}`);
  const after = last.files.filter((f) => !f.before);
  for (const by of ['page', 'computer\'s worker', 'service worker']) {
    const some = after.filter((f) => f.by === by);
    if (some.length) console.log(`After it, by the ${by}: ${some.length} files, ${kb(sum(some)).trim()} (${some.map((f) => f.name).join(', ')})`);
  }
  // Whether the line is slow for the workers too: a file of each takes at least its bytes' time.
  for (const wasm of last.files.filter((f) => line && f.name === 'worker_bg.wasm')) {
    const least = Math.round(line.latency + (wasm.bytes / line.downloadThroughput) * 1000);
    console.log(`worker_bg.wasm, by the ${wasm.by}: ${kb(wasm.bytes).trim()} in ${Math.round(wasm.ms)} ms (at least ${least} ms on this line)`);
  }
  console.log(`First board, median of ${runs}: cold ${median(cold)} ms (${cold.join(', ')}); from the service worker ${median(warm)} ms (${warm.join(', ')})`);
}

await measure('local server', null);
await measure('a slow phone\'s line: 1.6 Mbit/s down, 0.75 Mbit/s up, 150 ms latency', SLOW);
