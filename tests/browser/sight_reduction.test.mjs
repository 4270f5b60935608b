// Sight Reduction in a real headless Chromium: a two-player game played to its end by clicking,
// and the solitaire from a deal number typed in the dialog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, shot } from './harness.mjs';

const app = appForTests();

/** Opens the dialog for Sight Reduction and starts a game with these choices. */
async function start(page, { solitaire = false, deal = null } = {}) {
  await page.goto(app.url);
  await page.locator('[data-testid=play-sight-reduction]').click();
  await page.getByText(solitaire ? 'Solitaire: remove' : 'Two players: whoever').click();
  if (deal !== null) await page.locator('[data-testid=deal-number]').fill(String(deal));
  if (!solitaire) await page.locator('[data-testid=two-players]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="d8"]').waitFor();
}

/** The checkers on the board, square by square: 'w', 'b' or ''. */
const board = (page) => page.locator('.board .hit').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.square, e.dataset.stack])));

/** Removes one checker of the colour to move by clicking, trying each in turn; returns false when
 *  none could be removed. */
async function removeOne(page, colour) {
  const before = (await moves(page)).length;
  const squares = Object.entries(await board(page)).filter(([, s]) => s === colour).map(([sq]) => sq);
  for (const sq of squares) {
    await click(page, sq);
    if ((await moves(page)).length > before) return true;
    // Selected (a checker with more than one way to go): the same click again removes it alone.
    if (await page.locator('.board .mark.selected').count()) {
      await click(page, sq);
      if ((await moves(page)).length > before) return true;
    }
  }
  return false;
}

test('a two-player game played to its end by clicking', async () => {
  const { page } = app;
  await start(page, { deal: 7 });
  assert.equal(await page.locator('.board .hit').count(), 32);
  const b = await board(page);
  assert.equal(Object.values(b).filter((s) => s === 'w').length, 16);
  assert.equal(Object.values(b).filter((s) => s === 'b').length, 16);
  assert.match(await page.locator('.variant').innerText(), /Sight Reduction · deal 7/);
  for (let turn = 0; turn < 40; turn++) {
    if (await page.locator('[data-testid=game-over]').count()) break;
    const colour = /White/.test(await page.locator('[data-testid=status]').innerText()) ? 'w' : 'b';
    assert.ok(await removeOne(page, colour), `turn ${turn}: a ${colour} checker could be removed while the game goes on`);
    if (turn === 3) await page.screenshot({ path: shot('sight-reduction-two-players.png') });
  }
  await page.locator('[data-testid=game-over]').waitFor();
  assert.match(await page.locator('.game-over-title').innerText(), /wins: (White|Black) cannot remove a checker/);
  // Every removal is in the list, and each removed checker in its owner's tray.
  const list = await moves(page);
  assert.ok(list.every((m) => /^[a-d][1-8]$/.test(m)), list.join(' '));
  assert.equal(await page.locator('.tray-svg').count(), list.length);
  await page.screenshot({ path: shot('sight-reduction-over.png') });
});

test('the solitaire from a typed deal number: the same deal each time, removals by click, undo', async () => {
  const { page } = app;
  await start(page, { solitaire: true, deal: 4242 });
  const first = await board(page);
  assert.match(await page.locator('.variant').innerText(), /solitaire · deal 4242/);
  assert.match(await page.locator('[data-testid=deal]').innerText(), /Deal number 4242/);
  await start(page, { solitaire: true, deal: 4242 });
  assert.deepEqual(await board(page), first, 'deal 4242 again is the same deal');
  assert.ok(await removeOne(page, 'w'));
  assert.ok(await removeOne(page, 'b'));
  assert.ok(await removeOne(page, 'w'));
  assert.equal((await moves(page)).length, 3);
  assert.match(await page.locator('[data-testid=left]').innerText(), /Left: 14 white, 15 black/);
  await page.screenshot({ path: shot('sight-reduction-solitaire.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('sight-reduction-solitaire-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 2);
  assert.match(await page.locator('[data-testid=left]').innerText(), /Left: 15 white, 15 black/);
});
