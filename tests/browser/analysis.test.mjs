// The analysis board, in a real headless Chromium: opened from a position looked back at, from a
// position pasted into the import dialog, from a lesson's position, at a finished game's end,
// and while the computer thinks of its move (which it is left to make). Its best moves are asked
// for and kept up to date (an answer within a larger budget replaces the first), the best drawn
// as an arrow; a move is played there and taken back, and the game itself is left as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BLUNDERED, FINISHED, appForTests, moves, shot, startByte, starts } from './harness.mjs';

const app = appForTests();
const { fresh } = starts(app);

/** Asks for the computer's best moves and waits until it has looked within `deeper` positions
 *  or more. */
async function bestMoves(page, deeper = 200_000) {
  await page.locator('[data-testid=analysis-think]').check();
  await page.locator('[data-testid=top-move]').first().waitFor();
  await page.waitForFunction((d) => {
    const said = document.querySelector('[data-testid=top-depth]')?.textContent ?? '';
    return Number(said.replace(/[^0-9]/g, '')) >= d;
  }, deeper);
  const count = await page.locator('[data-testid=top-move]').count();
  assert.ok(count >= 1 && count <= 3, `one to three best moves: ${count}`);
}

test('the analysis board from a position looked back at: best moves, a branch played and left', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(app.url + BLUNDERED);
  await page.locator('.board [data-square="a1"]').waitFor();
  const game = await moves(page);
  await page.locator('[data-testid=move-list] [data-after="12"]').click();
  await page.locator('[data-testid=analyse]').click();
  const analysis = page.locator('[data-testid=analysis]');
  await analysis.waitFor();
  assert.match(await analysis.innerText(), /Analysing the position after 12 moves/);
  assert.equal(await page.locator('.board-area > .board-wrap').count(), 0, 'in the game\'s board\'s place');
  assert.equal(await page.locator('.play-actions').isVisible(), false);
  assert.match(await page.locator('[data-testid=status]').innerText(), /^In the game: /, 'the status line is the game\'s');
  assert.equal(await page.locator('[data-testid=back-to-game]').count(), 0, 'one way back: the analysis board\'s');
  assert.equal(await page.locator('[data-testid=analyse], [data-testid=set-up]').count(), 0, 'no way to analyse while analysing');

  await bestMoves(page);
  assert.equal(await analysis.locator('.arrow.better').count(), 1, 'the best move is drawn');
  assert.match(await page.locator('[data-testid=top-move] .top-value').first().innerText(), /^(White|Black) (\+\d+|wins)|^even$/);
  await page.screenshot({ path: shot('analysis.png') });

  // The best move played, then taken back; the best moves follow the position.
  // Read and clicked at once: a deeper answer may reorder the list at any moment.
  const best = await page.evaluate(() => {
    const button = document.querySelector('[data-testid=top-move] button');
    button.click();
    return button.textContent;
  });
  assert.equal(await page.locator('[data-testid=analysis-branch]').innerText(), `Played here: ${best}`);
  await bestMoves(page, 40_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('analysis-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('[data-testid=analysis-back]').click();
  assert.equal(await page.locator('[data-testid=analysis-branch]').innerText(), '');

  // Back to the game, at the position it was opened from: the game is as it was.
  await page.locator('[data-testid=analysis-close]').click();
  await page.locator('.board-area > .board-wrap').waitFor();
  assert.equal(await analysis.count(), 0);
  assert.equal(await page.locator('[data-testid=analyse], [data-testid=set-up]').count(), 2, 'the ways to study are back');
  assert.match(await page.locator('[data-testid=review-place]').innerText(), /12/);
  assert.deepEqual(await moves(page), game);
});

test('a position pasted opens a game between two people, analysed from there', async () => {
  const { page } = app;
  await fresh(page);
  await page.locator('[data-testid=your-games]').click();
  await page.locator('[data-testid=import]').click();
  // White to move: every move but c3:4-b4 hands Black a second stack.
  await page.locator('[data-testid=import-text]').fill('8x8 white won:0-1 c3=bwww b4=bbwbbwb h4=w h6=bwwb');
  await page.locator('[data-testid=import-open]').click();
  await page.locator('.board [data-square="c3"]').waitFor();
  assert.equal(await page.locator('.board [data-square="c3"]').getAttribute('data-stack'), 'bwww');
  await page.locator('[data-testid=analyse]').click();
  await bestMoves(page);
  assert.equal(await page.locator('[data-testid=top-move] button').first().innerText(), 'c3:4-b4');
});

test('a lesson\'s position is analysed as a game between two people', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(`${app.url}#/pyle/learn/3`);
  await page.locator('[data-testid=lesson-say]').waitFor();
  const lesson = await page.locator('.board [data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('data-stack') ?? ''));
  await page.locator('[data-testid=lesson-analyse]').click();
  await page.locator('[data-testid=analysis]').waitFor();
  const analysed = await page.locator('[data-testid=analysis] .board [data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('data-stack') ?? ''));
  assert.deepEqual(analysed, lesson, 'the lesson\'s position');
  await bestMoves(page, 40_000);
});

test('the analysis board of a finished game\'s last position says there is nothing to look at', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(app.url + FINISHED.pyle);
  await page.locator('[data-testid=game-over]').waitFor();
  await page.locator('[data-testid=analyse]').click();
  await page.locator('[data-testid=analysis-think]').check();
  assert.equal(await page.locator('[data-testid=top-trouble]').innerText(), 'The computer cannot look: the game is over in this position.');
});

test('analysing while the computer thinks leaves it its move, then looks', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  await page.locator('.board [data-square="d2"]').click();
  await page.locator('.board [data-square="c3"]').click();
  await page.locator('[data-testid=status]', { hasText: 'is thinking' }).waitFor();
  await page.locator('[data-testid=analyse]').click();
  await page.locator('[data-testid=analysis-think]').check();
  // The computer's move comes (the master's two seconds), and only then the best moves.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 20000 });
  assert.equal(await page.locator('[data-testid=computer-failed]').count(), 0, 'the computer was left its move');
  await page.locator('[data-testid=top-move]').first().waitFor({ timeout: 20000 });
});
