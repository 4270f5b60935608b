// Byte in a real headless Chromium, clicking the built page as a player would.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { open, moves, click, startByte, ARTIFACTS } from './harness.mjs';

let app;
before(async () => { app = await open(); });
after(async () => { await app?.close(); });
afterEach(() => {
  // Emptied before asserting, so that one test's trouble is not blamed on the next.
  const foreign = app.foreign.splice(0);
  const errors = app.errors.splice(0);
  assert.deepEqual(foreign, [], 'no request may leave for another host');
  assert.deepEqual(errors, [], 'no page error');
});

const shot = (name) => path.join(ARTIFACTS, name);
const stackOn = (page, square) => page.locator(`.board [data-square="${square}"]`).getAttribute('data-stack');

/** Plays some legal move by clicking: a stack, then one of the targets that light up. */
async function playAnyMove(page) {
  const squares = await page.locator('.board .hit').evaluateAll(
    (els) => els.filter((e) => e.dataset.stack).map((e) => e.dataset.square));
  for (const sq of squares.sort(() => Math.random() - 0.5)) {
    await click(page, sq);
    const targets = await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at));
    if (targets.length) {
      await click(page, targets[Math.floor(Math.random() * targets.length)]);
      return true;
    }
    await click(page, sq); // deselect
  }
  return false;
}

async function home(page) {
  await page.goto(app.url);
  await page.locator('[data-testid=play-byte]').waitFor();
}

test('the home screen lists the four games and credits their designers', async () => {
  const { page } = app;
  await home(page);
  const cards = page.locator('.game-card');
  assert.equal(await cards.count(), 4);
  const text = await page.locator('.cards').innerText();
  for (const s of ['Byte', 'Basic', 'Pyle', 'Sight Reduction', 'Mark Steere', 'Christian Freeling', 'Rich Hutnik']) {
    assert.ok(text.includes(s), `home mentions ${s}`);
  }
  await page.screenshot({ path: shot('home.png') });
});

test('the rules page explains Byte in our words and credits Mark Steere', async () => {
  const { page } = app;
  await home(page);
  await page.locator('[data-game=byte] button', { hasText: 'Rules' }).click();
  const text = await page.locator('.rules').innerText();
  assert.match(text, /Mark Steere/);
  assert.match(text, /Merge first/);
  assert.match(text, /our choices/);
});

test('two players: a basic move, a merge lifted from level 3 in the side view, undo and redo', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players' });
  assert.equal(await stackOn(page, 'd2'), 'w');

  // A stack touching another cannot make a basic move, and the page says why.
  await click(page, 'd2');
  await click(page, 'c1');
  assert.match(await page.locator('[data-testid=note]').innerText(), /touches another cannot make a basic move/);
  await click(page, 'd2'); // deselect

  await click(page, 'b6'); await click(page, 'a5');        // White merges b6 onto a5
  assert.equal(await stackOn(page, 'a5'), 'bw');
  await click(page, 'a7');                                   // Black's a7 now stands alone
  assert.equal(await page.locator('.board .mark.target').count(), 2);
  await click(page, 'b8');                                   // a basic move toward c7
  assert.equal(await stackOn(page, 'b8'), 'b');
  assert.equal(await stackOn(page, 'a7'), '');
  for (const [from, to] of [['b2', 'a3'], ['c3', 'd4'], ['d4', 'c5'], ['a3', 'b4']]) {
    await click(page, from); await click(page, to);
  }
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8', 'b2-a3', 'c3-d4', 'd4-c5', 'a3-b4']);

  // White selects b4 (white, black, white): the side view shows all three, level 1 is chosen.
  await click(page, 'b4');
  const side = page.locator('[data-testid=side-view]');
  assert.match(await side.innerText(), /b4 — 3 checkers/);
  assert.equal(await side.locator('.side-checker').count(), 3);
  const targetsOf = async () => (await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at))).sort();
  assert.deepEqual(await targetsOf(), ['a5', 'c5']);
  await page.screenshot({ path: shot('board.png') });
  // Picking the top checker in the side view changes what can be reached.
  await side.locator('[data-level="3"]').click();
  assert.deepEqual(await targetsOf(), ['c5']);
  await side.screenshot({ path: shot('side-view.png') });
  await click(page, 'c5');
  assert.deepEqual((await moves(page)).slice(-1), ['b4:3-c5']);
  assert.equal(await stackOn(page, 'c5'), 'bwbw');
  assert.equal(await stackOn(page, 'b4'), 'wb');
  await click(page, 'c5');
  assert.match(await side.innerText(), /c5 — 4 checkers/);

  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 6);
  assert.equal(await stackOn(page, 'b4'), 'wbw');
  await page.locator('[data-testid=redo]').click();
  assert.deepEqual((await moves(page)).slice(-1), ['b4:3-c5']);
});

test('against the computer: its answer comes from the worker, and undo discards a late one', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'vs-computer-black' });
  await click(page, 'd2'); await click(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
  const [mine, theirs] = await moves(page);
  assert.equal(mine, 'd2-c3');
  assert.match(theirs, /^[a-h][1-8](:\d)?-[a-h][1-8]$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Your move/);
  console.log(`computer's answer ${theirs}: ${await page.locator('[data-testid=ai-effort]').innerText()}`);

  // Undo at once, while the computer is still thinking about its next answer.
  assert.ok(await playAnyMove(page));
  assert.equal((await moves(page)).length, 3);
  await page.locator('[data-testid=undo]').click();
  await page.waitForTimeout(1500);
  assert.equal((await moves(page)).length, 2, 'the answer to an undone move is dropped');
});

test('a whole game by clicks ends with the game-over banner', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players' });
  const banner = page.locator('[data-testid=game-over]');
  for (let ply = 0; ply < 400 && !(await banner.isVisible()); ply++) {
    assert.ok((await playAnyMove(page)) || (await banner.isVisible()), 'some stack could move');
  }
  assert.ok(await banner.isVisible(), 'the game ended');
  assert.match(await banner.innerText(), /(White|Black) wins, \d stacks? to \d/);
  await page.screenshot({ path: shot('game-over.png') });
});
