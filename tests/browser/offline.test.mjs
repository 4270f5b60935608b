// Offline and installable, in a real headless Chromium with service workers allowed: the first
// visit caches the whole app; offline, a reload still loads it, the game in progress is there and
// the computer answers; a new build is offered, not forced, and replaces the old cache cleanly;
// the manifest and its icons are served.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, appForTests, click, moves, shot, startByte } from './harness.mjs';

// A copy of the build, served: the update test changes it as a new deployment would.
const served = fs.mkdtempSync(path.join(os.tmpdir(), 'checkerbox-dist-'));
fs.cpSync(DIST, served, { recursive: true });
const app = appForTests({ serviceWorkers: 'allow', dist: served });
after(() => fs.rmSync(served, { recursive: true, force: true }));

/** Waits until a service worker controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('checkerbox-')));

test('after one visit the app loads and plays offline, the computer too, and the rules and lessons open', async () => {
  const { page, context } = app;
  await page.goto(app.url);
  await controlled(page);
  assert.equal((await cacheNames(page)).length, 1);
  await startByte(page, { players: 'vs-computer-black', strength: 'easy' });
  await click(page, 'd2');
  await click(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
  await context.setOffline(true);
  try {
    // The address is the game's: the reload goes straight back to it.
    await page.reload();
    await page.locator('.board [data-square="a1"]').waitFor();
    assert.equal((await moves(page)).length, 2, 'the game in progress is there');
    // Any legal move of White's, then the computer's answer, from the cached worker.
    const before = (await moves(page)).length;
    for (const [from, to] of [['b2', 'a3'], ['f2', 'e3'], ['f2', 'g3'], ['h2', 'g3'], ['b2', 'c3']]) {
      await click(page, from);
      await click(page, to);
      if ((await moves(page)).length > before) break;
      await page.keyboard.press('Escape');
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .move').length >= n + 2, before);
    await page.screenshot({ path: shot('offline-game.png') });
    // The rules pages and the lessons are files of their own, kept by the service worker too.
    await page.locator('.topnav button', { hasText: 'Rules' }).click();
    assert.match(await page.locator('[data-testid=rules-text]').innerText(), /Mark Steere/);
    await page.locator('[data-testid=rule-lessons] a').first().click();
    await page.locator('[data-testid=lesson-say]').waitFor();
  } finally {
    await context.setOffline(false);
  }
});

test('a new build is offered, not forced; reloading into it leaves one cache', async () => {
  const { page } = app;
  await page.goto(app.url);
  await controlled(page);
  const [old] = await cacheNames(page);
  // The host now serves a new build: the same files, a service worker of another version.
  const sw = path.join(served, 'sw.js');
  fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-next"'));
  // Its precompressed copy too, which the server sends first.
  if (fs.existsSync(`${sw}.gz`)) fs.writeFileSync(`${sw}.gz`, zlib.gzipSync(fs.readFileSync(sw)));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.locator('[data-testid=update-ready]').waitFor({ timeout: 30_000 });
  assert.equal((await cacheNames(page)).length, 2, 'the new version is cached beside the old until it takes over');
  await page.screenshot({ path: shot('offline-update-offered.png') });
  await Promise.all([page.waitForEvent('load'), page.locator('[data-testid=update-reload]').click()]);
  await controlled(page);
  await page.waitForFunction(async (old) => !(await caches.keys()).includes(old), old);
  const now = await cacheNames(page);
  assert.equal(now.length, 1);
  assert.match(now[0], /-next$/);
  assert.equal(await page.locator('[data-testid=update-ready]').count(), 0);
});

test('installable: the manifest and its icons are served from the app\'s own folder', async () => {
  const { page } = app;
  await page.goto(app.url);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), href);
  assert.equal(manifest.name, 'Checkerbox');
  assert.equal(manifest.start_url, './');
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
    assert.equal(status, 200, icon.src);
  }
});
