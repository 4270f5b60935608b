// The app's two pages: the play page (index.html), loaded first, holds playing and the rules;
// the study page (study.html) holds everything, the lessons, the library, the study's tools, the
// new-game dialog and the settings too. A way into one of those on the play page loads the study
// page at its address, with the game as kept; Back comes back to the play page's game; an
// address of the study's typed on the play page leads there, and a wrong one says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BYTE_LINK, appForTests, click, moves, starts } from './harness.mjs';

const app = appForTests();
const { fresh } = starts(app);

/** The page's file and address: "index.html#/byte", "study.html#/library". */
const where = (page) => {
  const url = new URL(page.url());
  return `${url.pathname.endsWith('/') ? 'index.html' : path.basename(url.pathname)}${url.hash}`;
};

test('the play page leads to the study page for a tool, with the game as kept, and Back comes back', async () => {
  const { page } = app;
  await fresh(page);
  const requests = [];
  page.on('request', (r) => requests.push(path.basename(new URL(r.url()).pathname)));
  await page.goto(app.url + BYTE_LINK);
  await click(page, 'b2');
  await click(page, 'a3');
  await page.locator('[data-testid=move-list] .move').first().waitFor();
  const game = await moves(page);
  assert.equal(game.length, 1);
  assert.equal(where(page), 'index.html#/byte');
  assert.ok(!requests.some((name) => name.startsWith('study')), 'the study page is not fetched while playing');

  await page.locator('[data-testid=set-up]').click();
  await page.locator('[data-testid=editor]').waitFor();
  assert.equal(where(page), 'study.html#/byte', 'the address becomes the game\'s own on the study page');
  assert.deepEqual(await moves(page), game, 'the same game, as kept');

  await page.goBack();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.equal(where(page), 'index.html#/byte');
  assert.deepEqual(await moves(page), game);
  assert.equal(await page.locator('[data-testid=editor]').count(), 0);
});

test('an address of the study\'s opened on the play page leads to the study page; a wrong one says why', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(`${app.url}#/pyle/learn/2`);
  await page.locator('[data-testid=lesson-step]').waitFor();
  assert.equal(where(page), 'study.html#/pyle/learn/2');
  // In the study page, every screen is its own: home and the library stay there.
  await page.locator('.topbar .brand').click();
  await page.locator('[data-testid=your-games]').click();
  await page.locator('.library').waitFor();
  assert.equal(where(page), 'study.html#/library');

  await page.goto(`${app.url}#/byte/analyse/x`);
  await page.locator('[data-testid=play-byte]').waitFor();
  assert.match(await page.locator('main').innerText(), /the link .#\/byte\/analyse\/x. leads nowhere in Checkerbox/i);
  assert.equal(where(page), 'index.html#/');
});

test('until the app is drawn, the page says it is opening; then the line goes', async () => {
  const { page } = app;
  // The page's wasm held back: the page has only its own words.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/checkerbox-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  try {
    await page.goto(app.url, { waitUntil: 'domcontentloaded' });
    await page.locator('.opening').waitFor();
    assert.equal(await page.locator('.opening').innerText(), 'Opening Checkerbox\u2026');
    release();
    await page.locator('[data-testid=play-byte]').waitFor();
    assert.equal(await page.locator('.opening').isVisible(), false);
  } finally {
    release();
    await page.unroute(/checkerbox-[0-9a-f]+_bg\.wasm$/);
  }
});

test('a study address with no game in progress opens the new game, and no tool waits for it', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(`${app.url}#/byte/analyse/3`);
  await page.locator('[data-testid=start]').waitFor();
  assert.equal(where(page), 'study.html#/', 'home, with the new game\'s dialog');
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="a1"]').waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid=analysis]').count(), 0, 'the new game opens on its own board');
  // A tool's address typed over the game's own screen opens the tool there.
  await page.evaluate(() => { location.hash = '#/byte/analyse/0'; });
  await page.locator('[data-testid=analysis]').waitFor();
  assert.equal(where(page), 'study.html#/byte');
});

test('New game and the settings lead to the study page, over the game; Back brings the settings back', async () => {
  const { page } = app;
  await fresh(page);
  // From home: the dialog, over home; the game starts there.
  await page.locator('[data-testid=play-byte]').click();
  await page.locator('.dialog[data-game=byte]').waitFor();
  assert.equal(where(page), 'study.html#/');
  await page.locator('[data-testid=two-players]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.equal(where(page), 'study.html#/byte');
  await click(page, 'b6'); await click(page, 'a5');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 1);

  // The game on the play page; the settings open over it on the study page.
  await page.goto(app.url + '#/byte');
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5']);
  await page.locator('[data-testid=settings]').click();
  await page.locator('[data-testid=settings-dialog]').waitFor();
  assert.equal(where(page), 'study.html#/byte');
  assert.deepEqual(await moves(page), ['b6-a5'], 'over the same game');
  await page.locator('[data-testid=theme-high-contrast]').check();
  await page.locator('[data-testid=settings-close]').click();
  await page.goBack();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.equal(where(page), 'index.html#/byte');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'high-contrast', 'the play page shows the settings chosen');

  // New game over the game: Escape leaves the game shown, on the study page.
  await page.locator('[data-testid=new-game]').click();
  await page.locator('.dialog[data-game=byte]').waitFor();
  assert.equal(where(page), 'study.html#/byte');
  await page.keyboard.press('Escape');
  await page.locator('.dialog').waitFor({ state: 'detached' });
  assert.deepEqual(await moves(page), ['b6-a5']);
});
