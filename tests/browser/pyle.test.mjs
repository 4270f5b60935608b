// Pyle in a real headless Chromium: the quick start on 8×8 and 10×10, moves by height, joining,
// and a game against the computer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, keptMoves, shot, stackOn } from './harness.mjs';

const app = appForTests();

/** Opens the app with this Pyle game saved as the game in progress. */
async function withSavedGame(page, record) {
  await page.goto(app.url);
  await page.locator('.cards').waitFor();
  await page.evaluate((r) => localStorage.setItem('checkerbox.pyle.game', r), JSON.stringify(record));
  // Where the first versions kept a game: the app brings it up to date as it starts.
  await page.reload();
  await page.locator('.cards').waitFor();
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

// --- The setup protocol ----------------------------------------------------------------------

/** Opens the new-game dialog for Pyle and starts the full setup with these players. */
async function startProtocol(page, players, strength = 'easy') {
  await page.goto(app.url);
  await page.locator('[data-testid=play-pyle]').click();
  await page.getByText('8×8 · 8 men each').click();
  await page.getByText('Full setup: Player One').click();
  await page.locator(`[data-testid=${players}]`).check();
  if (players !== 'two-players') await page.locator(`[data-testid=strength-${strength}]`).check();
  await page.locator('[data-testid=start]').click();
}

/** A whole-page screenshot on a 390×844 phone, then back to the desktop size. */
async function phoneShot(page, name) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(name), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const editorSquare = (page, square) => page.locator(`[data-testid=arrangement-editor] .board [data-square="${square}"]`);

/** The men on the play screen's board, as [square, 'w' or 'b']. */
const menOnBoard = (page) => page.locator('.board .hit').evaluateAll((els) => els.map((e) => [e.dataset.square, e.dataset.stack]).filter(([, s]) => s));

/** Every rank and every file holds one white and one black man. */
function assertLegalArrangement(men) {
  assert.equal(men.length, 16);
  for (const k of [0, 1, 2, 3, 4, 5, 6, 7]) {
    for (const colour of ['w', 'b']) {
      assert.equal(men.filter(([sq, s]) => sq[0] === 'abcdefgh'[k] && s === colour).length, 1, `file ${'abcdefgh'[k]} has one ${colour}`);
      assert.equal(men.filter(([sq, s]) => sq.slice(1) === String(k + 1) && s === colour).length, 1, `rank ${k + 1} has one ${colour}`);
    }
  }
}

/** Plays the first legal slide of the player to move, by clicking. */
async function slideSomething(page) {
  const colour = /White/.test(await page.locator('[data-testid=status]').innerText()) ? 'w' : 'b';
  for (const [sq] of (await menOnBoard(page)).filter(([, s]) => s[0] === colour)) {
    await click(page, sq);
    const t = await targets(page);
    if (t.length) { await click(page, t[0]); return; }
  }
  assert.fail('no man could move');
}

test('the full setup between two people: the editor, a refused arrangement, the choices, then play', async () => {
  const { page } = app;
  await startProtocol(page, 'two-players');
  const editor = page.locator('[data-testid=arrangement-editor]');
  await editor.waitFor();
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Player One: put one white and one black man in every row and column, then click Done$/);
  assert.match(await page.locator('.variant').innerText(), /full setup/);
  // A click puts a man of the chosen colour down; the random fill keeps it.
  await editorSquare(page, 'a1').click();
  assert.equal(await editorSquare(page, 'a1').getAttribute('data-stack'), 'w');
  await page.locator('[data-testid=random-fill]').click();
  assert.equal(await page.locator('[data-testid=men-count]').innerText(), 'White 8/8 · Black 8/8');
  assert.equal(await editorSquare(page, 'a1').getAttribute('data-stack'), 'w');
  assert.equal(await editor.locator('.mark.crowded').count(), 0);
  await page.screenshot({ path: shot('pyle-editor.png') });
  await phoneShot(page, 'pyle-editor-phone.png');
  // One man moved by hand, along rank 1: its new file now holds two white men.
  const rank1 = await editor.locator('.board .hit').evaluateAll((els) => els.filter((e) => /^[a-h]1$/.test(e.dataset.square)).map((e) => [e.dataset.square, e.dataset.stack]));
  const empty = rank1.find(([, s]) => !s)[0];
  await editorSquare(page, 'a1').click();
  assert.equal(await editorSquare(page, 'a1').getAttribute('data-stack'), '');
  await editorSquare(page, empty).click();
  assert.equal(await editorSquare(page, empty).getAttribute('data-stack'), 'w', 'the man taken off is put down again');
  assert.equal(await editor.locator('.mark.crowded').count(), 8, `file ${empty[0]} is marked at once`);
  // Done is refused, with the reasons, the lines at fault marked; nothing is played.
  await page.locator('[data-testid=arrange-done]').click();
  const problems = await page.locator('[data-testid=arrangement-problems]').innerText();
  assert.match(problems, /Column a has no white man/);
  assert.match(problems, new RegExp(`Column ${empty[0]} has two white men`));
  assert.ok(await editor.locator('.mark.offending').count() >= 16);
  assert.deepEqual(await moves(page), []);
  await page.screenshot({ path: shot('pyle-editor-refused.png') });
  // Put it back, and the arrangement is played.
  await editorSquare(page, empty).click();
  await editorSquare(page, 'a1').click();
  assert.equal(await page.locator('[data-testid=arrangement-problems]').count(), 0);
  await page.locator('[data-testid=arrange-done]').click();
  // Player Two chooses.
  const choices = page.locator('[data-testid=choices]');
  await choices.waitFor();
  assert.equal(await editor.count(), 0);
  assertLegalArrangement(await menOnBoard(page));
  assert.match(await choices.innerText(), /Player Two, choose: move first, or take a colour/);
  assert.deepEqual(await choices.locator('button').allInnerTexts(),
    ['Move first', 'Take White (Player One moves first)', 'Take Black (Player One moves first)']);
  await page.screenshot({ path: shot('pyle-choice.png') });
  await phoneShot(page, 'pyle-choice-phone.png');
  // A click on the board now only says what is awaited.
  await click(page, 'a1');
  assert.match(await page.locator('[data-testid=note]').innerText(), /first, choose/);
  await page.locator('[data-testid=choice-first]').click();
  assert.match(await choices.innerText(), /Player One, choose a colour/);
  assert.equal(await page.locator('[data-testid=choice-first]').count(), 0);
  await page.locator('[data-testid=choice-black]').click();
  await choices.waitFor({ state: 'detached' });
  // Player Two, who chose to move first, plays White.
  assert.match(await page.locator('[data-testid=status]').innerText(), /White \(Player Two\) to move/);
  assert.match(await page.locator('[data-testid=score-black]').innerText(), /Black \(Player One\)/);
  assert.match(await page.locator('[data-testid=news]').innerText(), /Player One takes Black/);
  await slideSomething(page);
  await slideSomething(page);
  const list = await moves(page);
  assert.deepEqual(list.slice(0, 3), ['Player One set out the men', 'Player Two chose to move first', 'Player One took Black']);
  assert.equal(list.length, 5);
  // Undo takes back the last move; the setup stays.
  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 4);
  // Continue after a reload, once the undo is kept (a reload at once may lose it).
  await keptMoves(page, 'pyle', 4);
  await page.reload();
  await page.goto(app.url);
  const cont = page.locator('[data-testid=continue-pyle]');
  await cont.waitFor();
  assert.equal(await cont.innerText(), 'Continue (4 moves)');
  await cont.click();
  assert.deepEqual((await moves(page)).slice(0, 3), ['Player One set out the men', 'Player Two chose to move first', 'Player One took Black']);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black \(Player One\) to move/);
});

test('the full setup is listed as a setup, in words, and the status says what to click at each step', async () => {
  const { page } = app;
  const status = () => page.locator('[data-testid=status]').innerText();
  await startProtocol(page, 'two-players');
  await page.locator('[data-testid=arrangement-editor]').waitFor();
  assert.equal(await status(), 'Player One: put one white and one black man in every row and column, then click Done');
  await page.locator('[data-testid=random-fill]').click();
  await page.locator('[data-testid=arrange-done]').click();
  await page.locator('[data-testid=choices]').waitFor();
  assert.equal(await status(), 'Player Two: click Move first, or take a colour and let Player One move first');
  // Player Two takes White: Player One plays Black and moves first.
  await page.locator('[data-testid=choice-white]').click();
  await page.locator('[data-testid=choices]').waitFor({ state: 'detached' });
  assert.equal(await status(), 'Black (Player One) to move');
  await slideSomething(page);
  await slideSomething(page);
  const setup = page.locator('[data-testid=setup-list]');
  assert.deepEqual(await setup.locator('.move').allTextContents(), ['Player One set out the men', 'Player Two took White']);
  // The men's moves are numbered from 1, Black's first in the first row, White's place left empty.
  const [black, white] = (await moves(page)).slice(2);
  assert.match(black, /^[a-h]\d-[a-h]\d$/);
  assert.match(white, /^[a-h]\d-[a-h]\d$/);
  const rows = page.locator('[data-testid=move-list] .move-rows li');
  assert.deepEqual(await rows.locator('.move-number').allTextContents(), ['1.', '2.']);
  assert.equal(await rows.nth(0).locator('.move-gap').count(), 1);
  assert.deepEqual(await rows.nth(0).locator('.move').allTextContents(), [black]);
  assert.deepEqual(await rows.nth(1).locator('.move').allTextContents(), [white]);
  assert.equal(await setup.locator('.move-number').count(), 0, 'the setup is not numbered');
  await page.screenshot({ path: shot('pyle-setup-list.png') });
  // A setup entry clicked shows the position after it: the men set out, before anyone moved.
  await setup.locator('.move').first().click();
  // The review bar counts the setup's steps apart from the moves, as the list does.
  const place = page.locator('[data-testid=review-place]');
  assert.equal(await place.innerText(), 'Setup, step 1 of 2');
  assert.equal(await setup.locator('.move.current').innerText(), 'Player One set out the men');
  assertLegalArrangement(await menOnBoard(page));
  await page.keyboard.press('ArrowRight');
  assert.equal(await place.innerText(), 'Setup, step 2 of 2');
  await page.keyboard.press('ArrowRight');
  assert.equal(await place.innerText(), 'Move 1 of 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.locator('[data-testid=back-to-game]').click();
  assert.equal(await status(), 'Black (Player One) to move');
});

test('the computer as Player One sets out the men, and moves first when Player Two takes a colour', async () => {
  const { page } = app;
  await startProtocol(page, 'vs-computer-white');
  const choices = page.locator('[data-testid=choices]');
  await choices.waitFor();
  assert.equal(await page.locator('[data-testid=arrangement-editor]').count(), 0);
  assertLegalArrangement(await menOnBoard(page));
  assert.deepEqual(await moves(page), ['Player One set out the men']);
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Your turn \(Player Two\): click Move first, or take a colour/);
  await page.locator('[data-testid=choice-white]').click();
  // Player One, the computer, plays Black and moves first.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 3);
  const list = await moves(page);
  assert.equal(list[1], 'Player Two took White');
  assert.match(list[2], /^[a-h]\d-[a-h]\d$/);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Your move \(White \(Player Two\)\)/);
  // Playing White, the person sees the board from White's side, though seated second.
  const x = (letter) => page.locator('.board text.coord').evaluateAll((els, l) => Number(els.find((e) => e.textContent === l).getAttribute('x')), letter);
  assert.ok(await x('a') < await x('h'), 'the board is not turned round');
  await page.screenshot({ path: shot('pyle-computer-player-one.png') });
});

test('the computer as Player Two chooses after Player One sets out the men', async () => {
  const { page } = app;
  await startProtocol(page, 'vs-computer-black');
  await page.locator('[data-testid=arrangement-editor]').waitFor();
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Your turn \(Player One\): put one white and one black man in every row and column/);
  await page.locator('[data-testid=random-fill]').click();
  await page.locator('[data-testid=arrange-done]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length >= 2);
  const choice = (await moves(page))[1];
  assert.match(choice, /^Player Two (chose to move first|took White|took Black)$/);
  if (choice === 'Player Two chose to move first') {
    // Then it is Player One's turn to choose a colour, and the computer moves first.
    await page.locator('[data-testid=choice-white]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 4);
    assert.match(await page.locator('[data-testid=status]').innerText(), /Your move \(White \(Player One\)\)/);
  } else {
    // It took a colour: Player One moves first with the other.
    const mine = choice === 'Player Two took White' ? 'Black' : 'White';
    assert.match(await page.locator('[data-testid=status]').innerText(), new RegExp(`Your move \\(${mine} \\(Player One\\)\\)`));
    await slideSomething(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 4);
  }
  await page.screenshot({ path: shot('pyle-computer-player-two.png') });
});

test('a hint in the full setup is an arrangement drawn on the editor, and taken with a button', async () => {
  const { page } = app;
  await startProtocol(page, 'vs-computer-black');
  const editor = page.locator('[data-testid=arrangement-editor]');
  await editor.waitFor();
  await page.locator('[data-testid=hint]').click();
  const take = page.locator('[data-testid=use-hint]');
  await take.waitFor();
  // Words, not the arrangement's notation ("W:a1,… B:…").
  const said = await page.locator('[data-testid=hint-text]').innerText();
  assert.match(said, /^The computer's arrangement is drawn on the board: press “Use this arrangement” to take it\.$/);
  assert.doesNotMatch(said, /[WB]:|[a-h][1-8],/);
  // The board is still empty: every hinted man is drawn as a ring of its colour.
  const ghosts = (await editor.locator('.mark.hint-man').evaluateAll((els) =>
    els.map((e) => [e.dataset.at, e.classList.contains('hint-white') ? 'w' : 'b']))).sort();
  assertLegalArrangement(ghosts);
  assert.equal((await menOnBoard(page)).length, 0, 'the rings are no men of the draft');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('pyle-editor-hint.png') });
  await phoneShot(page, 'pyle-editor-hint-phone.png');
  // Taken: the draft holds the hinted men, and no ring is left to draw.
  await take.click();
  const men = (await editor.locator('.board .hit').evaluateAll((els) =>
    els.map((e) => [e.dataset.square, e.dataset.stack]).filter(([, s]) => s))).sort();
  assert.deepEqual(men, ghosts);
  assertLegalArrangement(men);
  assert.equal(await editor.locator('.mark.hint-man').count(), 0);
  assert.equal(await page.locator('[data-testid=men-count]').innerText(), 'White 8/8 · Black 8/8');
  // Still the player's to adjust: a man taken off shows its ring again, and goes back.
  const [square, colour] = men[0];
  await editorSquare(page, square).click();
  assert.deepEqual(await editor.locator('.mark.hint-man').evaluateAll((els) => els.map((e) => e.dataset.at)), [square]);
  await editorSquare(page, square).click();
  assert.equal(await editorSquare(page, square).getAttribute('data-stack'), colour);
  // Done plays it, and the computer, Player Two, chooses.
  await page.locator('[data-testid=arrange-done]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length >= 2);
  assert.equal((await moves(page))[0], 'Player One set out the men');
  assert.equal(await editor.count(), 0);
  assert.deepEqual((await menOnBoard(page)).sort(), ghosts);
  assert.equal(await page.locator('[data-testid=hint-text]').innerText(), '', 'the hint lapsed with its position');
});
