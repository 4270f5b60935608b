// The position editor, in a real headless Chromium: a position of a game of Byte set up again
// with a checker taken off (refused in words, as a bad record is, and not playable), put back on
// another square, the other side to move, a stack won tried, and played from as a new game
// between two people.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, shot, stackOn, startByte, starts } from './harness.mjs';

const app = appForTests();
const { fresh } = starts(app);

test('a position set up: a checker too few refused with its reason, then played from', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'two-players' });
  await page.locator('[data-testid=set-up]').click();
  const editor = page.locator('[data-testid=editor]');
  await editor.waitFor();
  const verdict = page.locator('[data-testid=editor-verdict]');
  assert.equal(await verdict.innerText(), 'A game can reach this position.');

  await page.locator('[data-testid=editor-take-off]').click();
  await page.locator('.board [data-square="b2"]').click();
  assert.equal(await stackOn(page, 'b2'), '', 'the checker is off');
  assert.match(await verdict.innerText(), /^No game reaches this position: .*do not add up/);
  assert.equal(await page.locator('[data-testid=editor-play]').isDisabled(), true);
  await page.screenshot({ path: shot('editor-refused.png') });

  // Put back, on top of c5's black checker, Black to move: a position a game reaches.
  await page.locator('[data-testid=editor-white]').click();
  await page.locator('.board [data-square="c5"]').click();
  assert.equal(await stackOn(page, 'c5'), 'bw', 'put on top of the black checker');
  await page.locator('[data-testid=editor-to-move-black]').check();
  assert.equal(await verdict.innerText(), 'A game can reach this position.');
  // A stack won by Black as well: eight checkers too many now.
  await page.locator('[data-testid=editor-tally-black]').fill('1');
  assert.match(await verdict.innerText(), /^No game reaches this position: .*1 stacks? won/);
  await page.locator('[data-testid=editor-tally-black]').fill('0');
  assert.equal(await verdict.innerText(), 'A game can reach this position.');
  await page.locator('[data-testid=editor-play]').click();
  await editor.waitFor({ state: 'detached' });
  await page.locator('.board [data-square="c5"]').waitFor();
  assert.equal(await stackOn(page, 'c5'), 'bw');
  assert.equal(await stackOn(page, 'b2'), '');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black/);
});
