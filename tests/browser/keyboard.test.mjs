// Play for everyone, in a real headless Chromium: a whole move made with the keyboard alone (the
// board is one Tab stop; the arrows move a cursor over it, Enter acts), squares named in words for
// a screen reader and moves announced, dialogs that keep the focus and give it back, and no
// animation where the reader asks for reduced motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, forget, moves, shot, startByte } from './harness.mjs';

const app = appForTests();

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.tagName);

async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
}

test('a game by keyboard alone: one Tab to the board, arrows and Enter', async () => {
  const { page } = app;
  await page.goto(app.url);
  await forget(page);
  await page.goto(app.url);
  await startByte(page);
  // From the page's start, Tab reaches the board after the top bar's buttons, once.
  await page.locator('.topnav button').last().focus();
  await press(page, 'Tab');
  assert.equal(await focused(page), 'a1', 'the board is the next Tab stop, its cursor on a1');
  await press(page, 'Tab');
  assert.ok(!/^[a-h][1-8]$/.test(await focused(page)), 'one more Tab leaves the board');
  await press(page, 'Shift+Tab');
  assert.equal(await focused(page), 'a1');
  // White: b6 onto a5. From a1: up five ranks (a1 b2 a3 b4 a5 b6), Enter, then down-left to a5.
  await press(page, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp');
  assert.equal(await focused(page), 'b6');
  assert.equal(await page.locator('.board [data-square="b6"]').getAttribute('aria-label'), 'b6, white checker');
  await press(page, 'Enter');
  assert.match(await page.locator('.board [data-square="b6"]').getAttribute('aria-label'), /b6, white checker, selected/);
  assert.equal(await page.locator('.side-checker[data-level="1"]').getAttribute('aria-label'), 'level 1 of 1, white, can be lifted from here',
    'the side view names its levels');
  assert.match(await page.locator('.board [data-square="a5"]').getAttribute('aria-label'), /a5, black checker, a move can go here/);
  await press(page, 'ArrowDown');
  assert.equal(await focused(page), 'a5');
  await press(page, 'Enter');
  assert.deepEqual(await moves(page), ['b6-a5']);
  assert.equal(await page.locator('[data-testid=announce]').innerText(), 'White played b6-a5.');
  // Black: a7 to b8, the cursor still on a5; the arrows did not step the move list.
  await press(page, 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowUp', 'Enter');
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  assert.equal(await page.locator('[data-testid=review]').count(), 0, 'no review was opened by the arrows');
  assert.match(await page.locator('.board [data-square="a5"]').getAttribute('aria-label'), /a5, stack of 2 from the bottom: black, white/);
  await page.locator('.board [data-square="b8"]').focus();
  await page.screenshot({ path: shot('keyboard-cursor.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('keyboard-cursor-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a dialog keeps the focus, closes on Escape and gives the focus back', async () => {
  const { page } = app;
  // On the study page, which holds the new-game dialog.
  await page.goto(app.url + 'study.html#/byte');
  await page.locator('.board').waitFor();
  const opener = page.locator('[data-testid=new-game]');
  await opener.focus();
  await press(page, 'Enter');
  const dialog = page.locator('.dialog');
  await dialog.waitFor();
  for (let k = 0; k < 25; k++) {
    await press(page, 'Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.dialog')), `Tab ${k + 1} stays in the dialog`);
  }
  await press(page, 'Shift+Tab', 'Shift+Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.dialog')));
  await press(page, 'Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'new-game', 'the focus is back on its button');
});

test('with reduced motion, a move is not animated', async () => {
  const { page } = app;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.goto(app.url);
    await forget(page);
    await page.goto(app.url);
    await startByte(page);
    await page.locator('.board [data-square="b6"]').click();
    await page.locator('.board [data-square="a5"]').click();
    await page.locator('.board .stack').first().waitFor();
    assert.equal(await page.evaluate(() => document.getAnimations().length), 0);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
});
