// Shared set-up for the browser tests: serves dist/ on 127.0.0.1 under a sub-path (gzipped, as a
// host would), starts Debian's Chromium through playwright-core, refuses and records every request
// for another host, and collects page errors and breaches of the page's Content-Security-Policy,
// so each test can assert that none happened.
import http from 'node:http';
import assert from 'node:assert/strict';
import { before, after, afterEach } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(path.join(root, 'tools/package.json'));
const { chromium } = require('playwright-core');

/** The build served: dist/, or the folder named by $DIST (a second build beside the first). */
export const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(root, 'dist');
export const ARTIFACTS = path.join(here, 'artifacts');
/** The app is served from here, not from "/", to prove it works from any sub-path. */
export const SUBPATH = '/games/checkerbox/';

const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Sent gzipped to a browser that accepts it, as a static host that compresses would. */
const COMPRESSED = new Set(['.html', '.js', '.wasm', '.css', '.json', '.webmanifest']);
/** Each file's gzip, by path, size and modification time: made once. */
const gzipped = new Map();
function gzip(file) {
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${file} ${size} ${mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  return gzipped.get(key);
}

/** A static server for `dist` under SUBPATH, gzipping what a host would: a file's precompressed
 *  `.gz` (the release build's zopfli, as nginx's `gzip_static` sends it) where there is one, else
 *  zlib -9 on the fly; everything else is a 404. */
function serve(dist) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (!url.pathname.startsWith(SUBPATH)) { res.writeHead(404); res.end(); return; }
    let rel = decodeURIComponent(url.pathname.slice(SUBPATH.length)) || 'index.html';
    const file = path.resolve(dist, rel);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end(); return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const headers = { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' };
    if (accepts && fs.existsSync(`${file}.gz`)) {
      res.writeHead(200, { ...headers, 'content-length': fs.statSync(`${file}.gz`).size });
      fs.createReadStream(`${file}.gz`).pipe(res);
      return;
    }
    if (accepts && COMPRESSED.has(path.extname(file))) {
      const body = gzip(file);
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Starts everything; returns { page, context, url, foreign, errors, close }. Service workers are
 *  blocked unless asked for, so that what a test routes (a refused download, say) is what the page
 *  gets, not a copy from the offline cache. `dist` is the folder served (dist/ unless a test
 *  serves a copy it changes, as a new build would). */
export async function open({ serviceWorkers = 'block', dist = DIST } = {}) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST} is missing: run \`trunk build --release\` first`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const server = await serve(dist);
  const port = server.address().port;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers });
  const foreign = [];
  const errors = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin + '/') || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  // Whatever the page's policy refused (a script, a style, a request), in every page and after
  // every navigation: reported to the test at once, before the page can go.
  await context.exposeFunction('reportPolicyBreach', (what) => errors.push(`policy breach: ${what}`));
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => {
    window.reportPolicyBreach(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  }, true));
  const page = await context.newPage();
  // A screenshot shows the board at rest: it first waits (3 s at most) for every animation that
  // ends to end, so that no checker is caught between two squares or on its way to a tray.
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    const atRest = () => document.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
    await page.waitForFunction(atRest, null, { timeout: 3000 }).catch(() => {});
    return screenshot(options);
  };
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  // An error, or a warning that something the app does is deprecated (it will stop working).
  const trouble = (m) => m.type() === 'error' || (m.type() === 'warning' && /deprecated/i.test(m.text()));
  page.on('console', (m) => { if (trouble(m)) errors.push(`console ${m.type()}: ${m.text()}`); });
  page.on('worker', (w) => w.on('console', (m) => { if (trouble(m)) errors.push(`worker console ${m.type()}: ${m.text()}`); }));
  // DEBUG_PAGE=1 prints the page's and the worker's console, requests and responses.
  if (process.env.DEBUG_PAGE) {
    page.on('console', (m) => console.log(`[page ${m.type()}] ${m.text()}`));
    page.on('worker', (w) => { console.log(`[worker started] ${w.url()}`); w.on('console', (m) => console.log(`[worker ${m.type()}] ${m.text()}`)); });
    page.on('request', (r) => console.log(`[request] ${r.url()}`));
    page.on('requestfailed', (r) => console.log(`[failed] ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => console.log(`[response] ${r.status()} ${r.url()}`));
  }
  // A reload cancels what was still loading (net::ERR_ABORTED): that is no failure of the app.
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(origin) && !r.failure()?.errorText.includes('ERR_ABORTED')) {
      errors.push(`failed request: ${r.url()} (${r.failure()?.errorText})`);
    }
  });
  return {
    page, context, foreign, errors, url: origin + SUBPATH,
    async close() { await browser.close(); server.close(); },
  };
}

/** The app for a test file: started before its first test, closed after its last, and after each
 *  test, no request for another host and no page error may have happened. */
export function appForTests(options) {
  const app = {};
  before(async () => { Object.assign(app, await open(options)); });
  after(async () => { await app.close?.(); });
  afterEach(() => {
    // Emptied before asserting, so that one test's trouble is not blamed on the next.
    const foreign = app.foreign.splice(0);
    const errors = app.errors.splice(0);
    assert.deepEqual(foreign, [], 'no request may leave for another host');
    assert.deepEqual(errors, [], 'no page error');
  });
  return app;
}

/** A game of Byte between two people here, opened from its link, with a blunder in it: self-play
 *  of the easy level, in which `cargo bench --bench review -- --game byte --show-blunder` finds a
 *  blunder (at move 13 when last run). */
export const BLUNDERED = '#/byte/game?id=review1&players=person,person&start=8x8%20white%20won:0-0%20b2=w%20d2=w%20f2=w%20h2=w%20a3=b%20c3=b%20e3=b%20g3=b%20b4=w%20d4=w%20f4=w%20h4=w%20a5=b%20c5=b%20e5=b%20g5=b%20b6=w%20d6=w%20f6=w%20h6=w%20a7=b%20c7=b%20e7=b%20g7=b&moves=d6-c7;c5-b6;f4-g5;a5-b6;f2-e3;g3-h4;b4-a3;a7-b6;d4-c3;g7-f6;d2-c3;h4:2-g5;h4-g5;e7-f6;c7:2-b6;c7-b6;b2-c3;e5-f6;b6-a5;f6:4-g5;h2-g3;g5-f6;g3-f4;e3-f4;f4-g5;c3-b2;b2:2-a3;b2-a3;a5-b4;b4:6-a3;b4:5-a3;b4-c3;c3-d4;d4-e3;e3-f4;f4:3-g5';

/** Finished games of the other games with a blunder in them, found by `cargo bench --bench
 *  review -- --game <game> --show-blunder` (Basic's with `--level beginner --plies 400`, the easy
 *  level making none). */
export const FINISHED = {
  basic: '#/basic/game?id=review1&players=person,person&start=8x8%20white%20off:0-0%20a1=w%20c1=w%20e1=w%20g1=w%20b2=w%20d2=w%20f2=w%20h2=w%20a3=w%20c3=w%20e3=w%20g3=w%20b6=b%20d6=b%20f6=b%20h6=b%20a7=b%20c7=b%20e7=b%20g7=b%20b8=b%20d8=b%20f8=b%20h8=b&moves=g1-f2;d6-e5;g3-h4;f8-g7;f2-g3;a7-b6;a1-b2;g7-f6;c1-b2;g7-f6;f2-e3;e7-f6;b2-c3;c7-b6;e1-d2;b8-c7;h2-g3;h8-g7;c3-b4;d8-c7;d2-e3;c7-d6;a3-b4;c7-d6;g3-h4;f6-e5;g3-h4;d6-e5;d2-e3;g7-f6;b2-c3;f6-e5;b2-a3;d6-e5;b4-c5;b6-c5;e3-d4;e5-d4;e3-d4;e5-d4;b4-c5;b6-c5;e3-d4;e5-d4;c3-d4;b6-c5;c3-d4;e5-d4;a3-b4;h6-g5;e3-d4;e5-d4;h4-g5;c5-d4;b4-c5;f6-g5;h4-g5;f6-e5;h4-g5;f6-g5;c5-b6;e5-d4;b6-a7;c5-d4;a7-b8;g5-h4;b8-off;d4-e3;g5-f6;e3-d2;g5-h6;d2-c1;f6-e7;c1-off;e7-d8;h4-g3;h6-g7;g3-h2;g7-h8;h2-g1;h8-off;g5-h4;g5-f6;g1-off;f6-e7;h4-g3;e7-d8;g3-f2;d8-off;f2-g1;d8-off;g5-h4;c5-d6;c5-d4;d6-c7;h4-g3;c7-b8;g3-f2;c5-d6;f2-e1;d6-c7;e1-off;c7-d8;g1-off;b8-off;d4-c3;d8-off;c3-d2;d2-c1;c1-off;d4-c3;c3-b2;b2-a1;a1-off;d4-c3;c3-d2;d2-e1;e1-off;d4-e3;d4-e5;e3-f2;e5-f6;f2-g1;f6-e7;g1-off;e7-d8;d4-c3;d8-off;c3-b2;d4-e5;b2-c1;d4-e5;c1-off;e5-f6;d4-c3;e5-d6;c3-b2;f6-e7;b2-a1;d6-c7;a1-off;e7-f8;c7-b8;f8-off;b8-off;d4-c5;d4-c3;c5-b6;c3-b2;b6-c7;b2-a1;c7-d8;a1-off;d8-off;d4-e5;d4-e3;d4-c5;e3-f2;c5-d6;f2-g1;e5-d6;g1-off',
  pyle: '#/pyle/game?id=review1&players=person,person&start=8%20w%20W:e1,d2,c3,h4,f5,g6,a7,b8%20B:a1,e2,h3,b4,c5,f6,d7,g8&moves=h4-g3;g8-e6;d2-c3;d7-e6;c3-g3;e6-f6;e1-g3;f6-e5;b8-a7;e5-c5;f5-g6;h3-g4;g6-h6;e2-g4;a7-a3;g4-b4;a3-g3;b4-h4;h6-b6;h4-g5;b6-b1;g5-c1;b1-b7;a1-d4;b7-b3;c1-c3;b3-a3;d4-c5;a3-a1;c3-c5',
  'sight-reduction': '#/sight-reduction/game?id=review1&players=person,person&start=BBWWBBWBBWBWWWWBBBBBWWWBWWBWWBBW%20w%20deal:1&moves=a8;d5;a7;b5;b7;a2;c6;a5;a4;c5;a6;b8;d1;b2;b6;b1;d7;a1;c2;d4;c4;c7;b4;c8',
};

/** The text of every move in the move list, in order. */
export async function moves(page) {
  return page.locator('[data-testid=move-list] .move').allTextContents();
}

/** Records the long tasks (the main thread busy over 50 ms) of the page shown and of every page
 *  `page` loads after it: each one's start on that page's clock and its length in ms, read with
 *  `longTasks`. */
export async function watchLongTasks(page) {
  const watch = () => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, ms: Math.round(e.duration) });
    }).observe({ type: 'longtask' });
  };
  await page.addInitScript(watch);
  await page.evaluate(watch);
}

/** The page's clock: milliseconds since the page shown was loaded. */
export const pageClock = (page) => page.evaluate(() => performance.now());

/** The lengths (ms) of the long tasks that began between `from` and `to` on the page's clock. */
export const longTasks = (page, from = 0, to = Number.MAX_VALUE) => page.evaluate(
  ([a, b]) => window.longTasks.filter((t) => t.start >= a && t.start <= b).map((t) => t.ms), [from, to]);

/** Where a screenshot called `name` is kept. */
export const shot = (name) => path.join(ARTIFACTS, name);

/** The stack on a square, bottom first, as `w` and `b` ('' when empty). */
export const stackOn = (page, square) => page.locator(`.board [data-square="${square}"]`).getAttribute('data-stack');

/** Clicks a square of the board by its name, such as "c3". */
export async function click(page, square) {
  await page.locator(`.board [data-square="${square}"]`).click();
}

/** A fresh game of Byte between two people, by its link: the way to a game on the play page
 *  itself, whose New game leads to the study page. */
export const BYTE_LINK = `#/byte/game?players=person,person&start=${encodeURIComponent('8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b e5=b g5=b b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b')}&moves=`;

/** Opens the new-game dialog from the home screen and starts a game with these choices (on the
 *  study page, which holds the dialog). */
export async function startByte(page, { players = 'two-players', mergeFirst = false, ten = false, strength = 'hard' } = {}) {
  await page.locator('[data-testid=play-byte]').click();
  await page.getByText(ten ? '10×10 international' : '8×8 standard').click();
  await page.locator('[data-testid=merge-first]').setChecked(mergeFirst);
  await page.locator(`[data-testid=${players}]`).check();
  // A level for each game with the computer in it; none between people, here or by link.
  if (!['two-players', 'by-link'].includes(players)) await page.locator(`[data-testid=strength-${strength}]`).check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="a1"]').waitFor();
}

/** Forgets everything the app keeps in this browser: local storage, and the library's database.
 *  The page closes its connection when another asks to delete the database, so the delete is not
 *  blocked. The caller reloads or goes to the app afterwards. */
export async function forget(page) {
  await page.evaluate(() => {
    localStorage.clear();
    return new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase('checkerbox');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('deleting the database was blocked'));
    });
  });
}

/** Runs `body` ((db, arg) => promise) in the page with the library's database open, and closes
 *  it again; resolves to `missing` if the page has not made the database yet (opening it here
 *  would make an empty one, which the app would then take for its own). The expression is built
 *  as text, so no eval runs under the page's policy. */
async function withDatabase(page, body, arg, missing) {
  const run = async (body, arg, missing) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('checkerbox');
      request.onupgradeneeded = () => request.transaction.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
    });
    if (!db) return missing;
    // A test's connection must not hold up a page that deletes or upgrades the database.
    db.onversionchange = () => db.close();
    try {
      return await body(db, arg);
    } finally {
      db.close();
    }
  };
  return page.evaluate(`(${run})(${body}, ${JSON.stringify(arg ?? null)}, ${JSON.stringify(missing ?? null)})`);
}

/** Every game of the library's database, as stored: `{id, game, updated, revision, record}`
 *  (record the session's JSON), and `current`: each game's game in progress, `{game: id}`. */
export async function storedGames(page) {
  return withDatabase(page, (db) => new Promise((resolve, reject) => {
    const tx = db.transaction(['games', 'current'], 'readonly');
    const games = tx.objectStore('games').getAll();
    const current = tx.objectStore('current').getAll();
    tx.oncomplete = () => resolve({
      games: games.result,
      current: Object.fromEntries(current.result.map((c) => [c.game, c.id])),
    });
    tx.onerror = () => reject(tx.error);
  }), null, { games: [], current: {} });
}

/** The game `id` as stored, or undefined. */
export async function storedGame(page, id) {
  return (await storedGames(page)).games.find((g) => g.id === id);
}

/** Puts `values` (one or a list of `{id, game, updated, revision, record}`) into the games store,
 *  and, for `current` (`{byte: id}`), the game in progress of each game. The page reads the
 *  library as it starts: reload it afterwards. */
export async function putStored(page, values, current = {}) {
  const done = await withDatabase(page, (db, [values, current]) => new Promise((resolve, reject) => {
    const tx = db.transaction(['games', 'current'], 'readwrite');
    for (const value of values) tx.objectStore('games').put(value);
    for (const [game, id] of Object.entries(current)) tx.objectStore('current').put({ game, id });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  }), [Array.isArray(values) ? values : [values], current], 'no database');
  if (done === 'no database') throw new Error('the page has not made its database yet');
}

/** What the database keeps aside as unreadable, oldest first. */
export async function storedAside(page) {
  return withDatabase(page, (db) => new Promise((resolve, reject) => {
    const tx = db.transaction(['aside'], 'readonly');
    const all = tx.objectStore('aside').getAll();
    tx.oncomplete = () => resolve(all.result);
    tx.onerror = () => reject(tx.error);
  }), null, []);
}

/** Deletes the game `id` from the database (and as a game in progress). Reload the page after. */
export async function deleteStored(page, id) {
  return withDatabase(page, (db, id) => new Promise((resolve, reject) => {
    const tx = db.transaction(['games', 'current'], 'readwrite');
    tx.objectStore('games').delete(id);
    const current = tx.objectStore('current').getAll();
    current.onsuccess = () => current.result.filter((c) => c.id === id).forEach((c) => tx.objectStore('current').delete(c.game));
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  }), id);
}

/** Reads the database again and again (5 s at most) until `find` ({games, current} => value)
 *  gives something: a write is made after the screen shows its move. */
export async function storedWhen(page, find, { timeout = 5000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const stored = await storedGames(page);
    const found = find(stored);
    if (found) return found;
    if (Date.now() > end) throw new Error(`not stored as awaited: ${JSON.stringify(stored).slice(0, 2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the database holds `game`'s game in progress with `count` moves (a move is
 *  written after the screen shows it: a reload at once may lose that one move). */
export async function keptMoves(page, game, count) {
  return storedWhen(page, ({ games, current }) => games.find((g) => g.id === current[game]
    && JSON.parse(g.record).moves.length === count));
}

/** `home(page)` opens the home screen of `app`; `fresh(page)` first forgets every game and
 *  setting kept ([`forget`]), for a test that starts as a newcomer. */
export function starts(app) {
  const home = async (page) => {
    await page.goto(app.url);
    await page.locator('[data-testid=play-byte]').waitFor();
  };
  const fresh = async (page) => {
    await page.goto(app.url);
    await forget(page);
    await home(page);
  };
  return { home, fresh };
}

/** A friend's phone: another browser (390x844) that opens `link` and shows its board, its page
 *  errors gathered in `errors`. The caller closes `friend`. */
export async function friendOpens(page, link) {
  const friend = await page.context().browser().newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await friend.newPage();
    const errors = [];
    other.on('pageerror', (e) => errors.push(e.message));
    await other.goto(link);
    await other.locator('.board [data-square="a1"]').waitFor();
    return { friend, other, errors };
  } catch (e) {
    await friend.close();
    throw e;
  }
}
