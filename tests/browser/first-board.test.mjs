// The first board does not wait: a game opened from a link is drawn before the computer's worker
// or the service worker fetches anything (neither is needed to draw it); the worker is fetched
// just after, and a game opened at the computer's turn still gets its move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { appForTests, moves } from './harness.mjs';

const app = appForTests({ serviceWorkers: 'allow' });

// A fresh game of Byte, White to move, with these seats (White's first).
const START = '8x8 white won:0-0 b2=w d2=w f2=w h2=w a3=b c3=b e3=b g3=b b4=w d4=w f4=w h4=w a5=b c5=b e5=b g5=b b6=w d6=w f6=w h6=w a7=b c7=b e7=b g7=b';
const link = (players) => `#/byte/game?players=${players.replaceAll(' ', '%20')}&start=${encodeURIComponent(START)}&moves=`;

/** Every request, by file name, and when it was made (milliseconds since the epoch). */
const requests = [];

/** Watches the page from its next load on: once, at the first test (the app starts before). */
let watching;
const watch = () => (watching ??= watchOnce());
async function watchOnce() {
  app.context.on('request', (r) => requests.push({ name: path.basename(new URL(r.url()).pathname), at: Date.now() }));
  // Stamped in the page (milliseconds since the epoch, as the requests): when the board is first
  // in the document, and when the page first starts a worker.
  await app.page.addInitScript(() => {
    window.stamps = {};
    const stamp = (what) => { window.stamps[what] ??= performance.timeOrigin + performance.now(); };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.board [data-square="a1"]')) return;
      stamp('board');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(...args) {
        stamp('worker');
        super(...args);
      }
    };
  });
}

test('a game of two people opened from a link is drawn before any worker is fetched; the computer\'s comes just after', async () => {
  const { page } = app;
  await watch();
  await page.goto(app.url + link('person,person'));
  await page.waitForFunction(() => window.stamps.board && window.stamps.worker, null, { timeout: 5_000 });
  const { board, worker } = await page.evaluate(() => window.stamps);
  assert.ok(worker > board, 'the computer\'s worker is started after the board is drawn');
  assert.ok(worker - board < 2_000, `and soon after (${Math.round(worker - board)} ms)`);
  const fetched = async (name) => requests.some((r) => r.name === name);
  for (let waited = 0; !(await fetched('worker_bg.wasm') && await fetched('sw.js')); waited += 100) {
    assert.ok(waited < 10_000, 'the worker and the service worker are fetched');
    await page.waitForTimeout(100);
  }
  const early = requests.filter((r) => r.at < board && /^(worker|sw\.js|study)/.test(r.name)).map((r) => r.name);
  assert.deepEqual(early, [], 'no worker\'s file, nor the study page\'s, is fetched before the board is drawn');
});

test('a game opened from a link at the computer\'s turn gets its move', async () => {
  const { page } = app;
  await watch();
  await page.goto('about:blank');
  await page.goto(app.url + link('computer easy,person'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 1, null, { timeout: 15_000 });
  assert.equal((await moves(page)).length, 1);
});
