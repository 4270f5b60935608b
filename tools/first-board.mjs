// The first load, measured in headless Debian Chromium on the built app (dist/, from `trunk build
// --release`): what a newcomer's browser fetches, the files the first board needs and apart the
// computer's worker (each file's gzip size, as a static host that compresses would send it), and
// the time from navigation to the first board, cold (an empty browser) and from the service
// worker's cache (a second visit), each the median of several runs. The first board is a game opened from a link, the quickest way to one.
//
//   node tools/first-board.mjs [runs]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, open } from '../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

// A link to a fresh game of Byte: the page must start, read the link, and draw the board.
const START = '8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b e5=b g5=b b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b';
const LINK = `#/byte/game?players=person,person&start=${encodeURIComponent(START)}&moves=`;

async function firstBoard(page, url) {
  const clock = Date.now();
  await page.goto(url);
  await page.locator('.board [data-square="a1"]').waitFor();
  return Date.now() - clock;
}

const cold = [];
const warm = [];
let fetched = [];
for (let k = 0; k < runs; k++) {
  const app = await open({ serviceWorkers: 'allow' });
  try {
    const files = [];
    app.page.on('request', (r) => files.push(new URL(r.url()).pathname));
    cold.push(await firstBoard(app.page, app.url + LINK));
    await app.page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    // What the page itself fetched in its first visit (the service worker's own copies of every
    // file, for offline play, are not counted).
    fetched = [...new Set(files)];
    await app.page.goto('about:blank');
    warm.push(await firstBoard(app.page, app.url + LINK));
  } finally {
    await app.close();
  }
}

// The computer's worker is started as the app starts, so that its first answer does not wait for
// it to load; the first board does not need it. Whether its files come before the board or after
// is a race, so they are counted apart, as fetched alongside.
const alongside = (name) => /^worker/.test(path.basename(name));
for (const [title, part] of [['Needed for the first board', (n) => !alongside(n)], ['Fetched alongside (the computer\'s worker)', alongside]]) {
  let total = 0;
  console.log(`${title} (gzip -9):`);
  for (const name of fetched.filter(part)) {
    const file = path.join(DIST, name.endsWith('/') ? 'index.html' : decodeURIComponent(path.basename(name)));
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue;
    const size = gz(file);
    total += size;
    console.log(`  ${path.basename(file).padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`  ${'total'.padEnd(44)} ${(total / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`First board, median of ${runs}: cold ${median(cold)} ms (${cold.join(', ')}); from the service worker ${median(warm)} ms (${warm.join(', ')})`);
