// Pyle in a real headless Chromium: the quick start on 8×8 and 10×10, moves by height, joining,
// and a game against the computer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, shot, stackOn } from './harness.mjs';

const app = appForTests();

/** Opens the app with this Pyle game saved as the game in progress. */
async function withSavedGame(page, record) {
  await page.goto(app.url);
  await page.locator('.cards').waitFor();
  await page.evaluate((r) => localStorage.setItem('checkerbox.pyle.game', r), JSON.stringify(record));
  await page.goto(`${app.url}#/pyle`);
  await page.locator('.board [data-square="a1"]').waitFor();
}

const targets = async (page) => (await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at))).sort();

test('a quick start deals a legal arrangement on every square of the board', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-pyle]').click();
  assert.ok(await page.locator('[data-testid=repetition]').isChecked(), 'repetition draws are on by default');
  await page.locator('[data-testid=two-players]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.equal(await page.locator('.board .hit').count(), 64);
  const men = await page.locator('.board .hit').evaluateAll((els) => els.map((e) => [e.dataset.square, e.dataset.stack]).filter(([, s]) => s));
  assert.equal(men.length, 16);
  // Every rank and every file holds one white and one black man.
  for (const k of [0, 1, 2, 3, 4, 5, 6, 7]) {
    const file = 'abcdefgh'[k];
    const rank = String(k + 1);
    for (const colour of ['w', 'b']) {
      assert.equal(men.filter(([sq, s]) => sq[0] === file && s === colour).length, 1, `file ${file} has one ${colour}`);
      assert.equal(men.filter(([sq, s]) => sq.slice(1) === rank && s === colour).length, 1, `rank ${rank} has one ${colour}`);
    }
  }
  assert.match(await page.locator('.variant').innerText(), /Pyle 8×8 · quick start · repetition draws/);
  assert.equal(await page.locator('.tray').count(), 0, 'nothing leaves a Pyle board, so there are no trays');
  await page.screenshot({ path: shot('pyle-start.png') });
});

test('a man slides diagonally and joins a friend; a stack of two moves orthogonally', async () => {
  const { page } = app;
  await withSavedGame(page, {
    game: 'pyle', seats: ['Person', 'Person'], moves: [],
    start: { options: { board: 'Eight', repetition_draw: true, deal: 0 }, to_move: 'White',
      white: ['c3', 'e5', 'b2:2', 'g1:4'], black: ['h8:4', 'a8:2', 'h1:2'] },
  });
  await click(page, 'c3');
  const fromC3 = await targets(page);
  for (const sq of ['b2', 'b4', 'd2', 'd4', 'e5', 'e1', 'a5']) assert.ok(fromC3.includes(sq), `c3 reaches ${sq}`);
  assert.ok(!fromC3.includes('f6'), 'a man cannot pass over the piece on e5');
  assert.ok(!fromC3.includes('c4'), 'a man moves diagonally only');
  assert.match(await page.locator('[data-testid=how-stacks-move]').innerText(), /1/);
  await page.screenshot({ path: shot('pyle-move.png') });
  // Beyond e5 is out of reach, and the line under the board says why.
  await click(page, 'f6');
  assert.match(await page.locator('[data-testid=note]').innerText(), /cannot pass over the piece on e5/);
  await click(page, 'e5');
  assert.equal(await stackOn(page, 'e5'), 'ww');
  assert.equal(await stackOn(page, 'c3'), '');
  await click(page, 'a8'); await click(page, 'a7');
  await click(page, 'e5');
  const fromE5 = await targets(page);
  for (const sq of ['e4', 'e1', 'e8', 'a5', 'h5']) assert.ok(fromE5.includes(sq), `e5 reaches ${sq}`);
  for (const sq of ['d4', 'f6', 'd6', 'f4']) assert.ok(!fromE5.includes(sq), `a stack of two does not move diagonally to ${sq}`);
  await click(page, 'e8');
  assert.deepEqual(await moves(page), ['c3-e5', 'a8-a7', 'e5-e8']);
  assert.equal(await stackOn(page, 'e8'), 'ww');
});

test('against the computer on 10×10: it answers from the worker', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-pyle]').click();
  await page.getByText('10×10').click();
  await page.locator('[data-testid=vs-computer-black]').check();
  await page.locator('[data-testid=strength-easy]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="j10"]').waitFor();
  assert.equal(await page.locator('.board .hit').count(), 100);
  const squares = await page.locator('.board .hit').evaluateAll((els) => els.filter((e) => e.dataset.stack === 'w').map((e) => e.dataset.square));
  let moved = false;
  for (const sq of squares) {
    await click(page, sq);
    const t = await targets(page);
    if (t.length) { await click(page, t[0]); moved = true; break; }
  }
  assert.ok(moved, 'a white man could move');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
  assert.match((await moves(page))[1], /^[a-j]\d+-[a-j]\d+$|^pass$/);
  await page.screenshot({ path: shot('pyle-10x10.png') });
});
