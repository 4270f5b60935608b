// Sight Reduction in a real headless Chromium: a two-player game played to its end by clicking;
// the solitaire from a deal number typed in the dialog, solved by following the solver's hints,
// with undo and "still solvable?"; lines of sight and the removable checkers; the fair setup
// walked through; the master proving a deal and winning it; a typed number that is no deal
// refused in words; "New deal" solvable unless any deal is asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, shot } from './harness.mjs';

const app = appForTests();

/** Opens the dialog for Sight Reduction and starts a game with these choices. */
async function start(page, { solitaire = false, deal = null, fair = false, players = 'two-players', strength = null } = {}) {
  await page.goto(app.url);
  await page.locator('[data-testid=play-sight-reduction]').click();
  await page.getByText(solitaire ? 'Solitaire: remove' : 'Two players: whoever').click();
  if (fair) await page.getByText('Fair setup: Player One rearranges').click();
  if (deal !== null) await page.locator('[data-testid=deal-number]').fill(String(deal));
  if (!solitaire) await page.locator(`[data-testid=${players}]`).check();
  if (strength) await page.locator(`[data-testid=strength-${strength}]`).check();
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

test('the master proves a deal within its first moves, says so, and wins it', async () => {
  const { page } = app;
  // Deal 7 is won for White, who moves first: the computer's side here.
  await start(page, { deal: 7, players: 'vs-computer-white', strength: 'master' });
  await page.locator('[data-testid=show-view]').check();
  let proved = null;
  for (let k = 0; k < 4 && proved === null; k++) {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .move').length === n, 2 * k + 1, { timeout: 20000 });
    const effort = await page.locator('[data-testid=ai-effort]').innerText();
    console.log(`computer's move ${k + 1}: ${effort}`);
    if (/has proved that it wins/.test(effort)) proved = k + 1;
    else assert.ok(await removeOne(page, 'b'), 'a black checker can go');
  }
  assert.ok(proved !== null, 'proved within its first four moves');
  assert.match(await page.locator('[data-testid=computer-view]').innerText(), /it has proved that White wins with best play/);
  await page.screenshot({ path: shot('sight-reduction-master-proved.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[data-testid=computer-view]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('sight-reduction-master-proved-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  // From here every move it makes is proven: whatever Black does, White wins.
  for (let turn = 0; turn < 20; turn++) {
    if (await page.locator('[data-testid=game-over]').count()) break;
    await page.waitForFunction(() => /black/i.test(document.querySelector('[data-testid=status]')?.innerText ?? '') || document.querySelector('[data-testid=game-over]'), null, { timeout: 20000 });
    if (await page.locator('[data-testid=game-over]').count()) break;
    assert.ok(await removeOne(page, 'b'), `turn ${turn}: Black can still remove`);
  }
  await page.locator('[data-testid=game-over]').waitFor({ timeout: 20000 });
  assert.match(await page.locator('.game-over-title').innerText(), /White wins/);
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
  // On a phone the help comes first below the board, before the goal.
  const top = async (id) => (await page.locator(`[data-testid=${id}]`).boundingBox()).y;
  assert.ok((await top('solver')) < (await top('sight-goal')), 'the Help panel comes first on a phone');
  await page.screenshot({ path: shot('sight-reduction-solitaire-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 2);
  assert.match(await page.locator('[data-testid=left]').innerText(), /Left: 15 white, 15 black/);
});

/** Asks the solver with the button `id` and waits for its answer. */
async function askSolver(page, id) {
  await page.locator(`[data-testid=${id}]`).click();
  const answer = page.locator('[data-testid=solver-answer]');
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid=solver-answer]')?.innerText ?? '';
    return text !== '' && !text.startsWith('Thinking');
  }, null, { timeout: 60_000 });
  return answer.innerText();
}

test('a solitaire deal solved by following the hints, with undo and "still solvable?"', async () => {
  const { page } = app;
  await start(page, { solitaire: true, deal: 4242 });
  assert.match(await askSolver(page, 'still-solvable'), /^Yes: the goal can still be reached/);
  const hint = await askSolver(page, 'hint');
  const [, square] = hint.match(/^Hint: remove ([a-d][1-8])\./) ?? [];
  assert.ok(square, hint);
  // The hinted checker is marked on the board.
  assert.deepEqual(await page.locator('.board .mark.hint').evaluateAll((els) => els.map((e) => e.dataset.at)), [square]);
  await page.screenshot({ path: shot('sight-reduction-hint.png') });
  await click(page, square);
  assert.deepEqual(await moves(page), [square]);
  // The answer was about the position before: it is gone, and so is the mark.
  assert.equal(await page.locator('[data-testid=solver-answer]').innerText(), '');
  assert.equal(await page.locator('.board .mark.hint').count(), 0);
  await page.locator('[data-testid=undo]').click();
  assert.deepEqual(await moves(page), []);
  // Hint after hint, to the goal: 30 removals.
  for (let k = 0; k < 30; k++) {
    const text = await askSolver(page, 'hint');
    const [, next] = text.match(/^Hint: remove ([a-d][1-8])\./) ?? [];
    assert.ok(next, `removal ${k + 1}: ${text}`);
    await click(page, next);
    assert.equal((await moves(page)).length, k + 1);
  }
  await page.locator('[data-testid=game-over]').waitFor();
  assert.match(await page.locator('[data-testid=left]').innerText(), /Left: 1 white, 1 black/);
  assert.match(await page.locator('[data-testid=removed]').innerText(), /Removed: 15 white, 15 black/);
  await page.screenshot({ path: shot('sight-reduction-solved.png') });
});

test('a solitaire gone wrong is told so, with how far it can still go', async () => {
  const { page } = app;
  await start(page, { solitaire: true, deal: 4242 });
  // Remove the first removable checker each time until the solver says the goal is out of reach.
  for (let k = 0; k < 30; k++) {
    const answer = await askSolver(page, 'still-solvable');
    if (answer.startsWith('No:')) {
      assert.match(answer, /Undo to find another way, or ask for a hint to see how far it can still go\.$/);
      // The hint says how far it can still go.
      const hint = await askSolver(page, 'hint');
      assert.match(hint, /^No removal reaches the goal any more: undo to find another way\.( At most \d+ more checkers can go, starting with [a-d][1-8]\.| Only one more checker can go \([a-d][1-8]\)\.| No checker can be removed now\.)$/);
      await page.screenshot({ path: shot('sight-reduction-lost.png') });
      return;
    }
    if (await page.locator('[data-testid=game-over]').count()) break;
    const colour = k % 2 === 0 ? 'w' : 'b';
    assert.ok(await removeOne(page, colour));
  }
  assert.fail('removing the first removable checker each time should go wrong somewhere on deal 4242');
});

test('deals lost from the start are told so, not left undecided', async () => {
  const { page } = app;
  // Deal 32 cannot be solved (its white a8 can never be seen by a white that could still go);
  // the solver needed tens of millions of positions to show it, past the app's budget, until it
  // learnt to see it at once.
  await start(page, { solitaire: true, deal: 32 });
  // Nothing is removed yet: no undo to suggest, but another deal.
  assert.match(await askSolver(page, 'still-solvable'), /^No: this deal cannot be solved.*new deal/);
  await page.screenshot({ path: shot('sight-reduction-deal-32.png') });
  // Deal 11 is lost only for a global reason (no order of removals brings each colour down to
  // one); the solver proves it in about a second at most, and the hint tells how far a line it
  // found goes, as a lower bound (the longest would take the whole tree).
  await start(page, { solitaire: true, deal: 11 });
  assert.match(await askSolver(page, 'still-solvable'), /^No: this deal cannot be solved/);
  const hint = await askSolver(page, 'hint');
  assert.match(hint, /^No: this deal cannot be solved.* At least \d+ more can still go, starting with [a-d][1-8]\.$/);
  await page.screenshot({ path: shot('sight-reduction-deal-11-hint.png') });
});

test('lines of sight for the checker pointed at, and the checkers that can go now', async () => {
  const { page } = app;
  await start(page, { deal: 7 });
  await page.locator('.board [data-square="b2"]').hover();
  const lines = page.locator('.board .sight-line');
  assert.ok(await lines.count() >= 2, 'b2 looks four ways; at least two lines meet a checker');
  assert.ok(await lines.count() <= 4);
  await page.screenshot({ path: shot('sight-reduction-sight-lines.png') });
  // Away from the board, no lines.
  await page.locator('[data-testid=status]').hover();
  assert.equal(await lines.count(), 0);
  await page.locator('[data-testid=show-removable]').check();
  const marked = await page.locator('.board .mark.removable').evaluateAll((els) => els.map((e) => e.dataset.at));
  assert.ok(marked.length > 0);
  // Each marked checker is White's, and a click on one removes it.
  const b = await board(page);
  assert.ok(marked.every((sq) => b[sq] === 'w'), marked.join(' '));
  await click(page, marked[0]);
  assert.deepEqual(await moves(page), [marked[0]]);
  const after = await page.locator('.board .mark.removable').evaluateAll((els) => els.map((e) => e.dataset.at));
  const b2 = await board(page);
  assert.ok(after.every((sq) => b2[sq] === 'b'), 'now Black\'s are marked');
});

test('the fair setup walked through: swaps, the colour and who moves first', async () => {
  const { page } = app;
  await start(page, { fair: true, deal: 11 });
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Player One: click Swap two checkers to rearrange up to four checkers/);
  const before = await board(page);
  const white = Object.keys(before).find((sq) => before[sq] === 'w');
  const black = Object.keys(before).find((sq) => before[sq] === 'b');
  await page.locator('[data-testid=choice-swap]').click();
  await click(page, white);
  await click(page, black);
  const after = await board(page);
  assert.equal(after[white], 'b');
  assert.equal(after[black], 'w');
  // Player Two's formal pass is not reported as a turn lost.
  assert.doesNotMatch(await page.locator('[data-testid=news]').innerText(), /had no move/);
  await page.screenshot({ path: shot('sight-reduction-fair-setup.png') });
  await page.locator('[data-testid=choice-done]').click();
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Player Two: click Play White or Play Black to choose your colour/);
  await page.locator('[data-testid=choice-black]').click();
  assert.match(await page.locator('[data-testid=status]').innerText(), /^White \(Player One\): click Move first, or Let Player Two move first/);
  await page.locator('[data-testid=choice-first]').click();
  // Player One plays White and moves first.
  assert.match(await page.locator('[data-testid=status]').innerText(), /White \(Player One\) to move/);
  assert.ok(await removeOne(page, 'w'));
  assert.match(await page.locator('[data-testid=status]').innerText(), /Black \(Player Two\) to move/);
});

test('the fair setup is listed as a setup, in words, without passes; the status says what to click', async () => {
  const { page } = app;
  const status = () => page.locator('[data-testid=status]').innerText();
  await start(page, { fair: true, deal: 11 });
  assert.equal(await status(), 'Player One: click Swap two checkers to rearrange up to four checkers, or Keep the board');
  await page.locator('[data-testid=choice-swap]').click();
  assert.equal(await status(), 'Player One: click a white checker and a black one to swap them (the first of up to two swaps)');
  const dealt = await board(page);
  const white = Object.keys(dealt).find((sq) => dealt[sq] === 'w');
  const black = Object.keys(dealt).find((sq) => dealt[sq] === 'b');
  await click(page, white);
  await click(page, black);
  assert.equal(await status(), 'Player One: click Swap two checkers to swap two more, or Keep the board');
  await page.locator('[data-testid=choice-swap]').click();
  assert.equal(await status(), 'Player One: click a white checker and a black one to swap them (the second and last swap)');
  // A second pair, neither of them swapped before: the rearrangement is then over.
  const swapped = await board(page);
  const white2 = Object.keys(swapped).find((sq) => swapped[sq] === 'w' && sq !== black);
  const black2 = Object.keys(swapped).find((sq) => swapped[sq] === 'b' && sq !== white);
  await click(page, white2);
  await click(page, black2);
  assert.equal(await status(), 'Player Two: click Play White or Play Black to choose your colour');
  await page.locator('[data-testid=choice-white]').click();
  assert.equal(await status(), 'Black (Player One): click Move first, or Let Player Two move first');
  await page.locator('[data-testid=choice-second]').click();
  // Player Two plays White and moves first: the game itself, with nothing more to say.
  assert.equal(await status(), 'White (Player Two) to move');
  assert.ok(await removeOne(page, 'w'));
  const pair = (a, b) => new RegExp(`^Player One swapped (${a} and ${b}|${b} and ${a})$`);
  const setup = await page.locator('[data-testid=setup-list] .move').allTextContents();
  assert.equal(setup.length, 6, setup.join(' | '));
  assert.equal(setup[0], 'Player One chose to swap');
  assert.match(setup[1], pair(white, black));
  assert.equal(setup[2], 'Player One chose to swap');
  assert.match(setup[3], pair(white2, black2));
  assert.deepEqual(setup.slice(4), ['Player Two took White', 'Black (Player One) let White (Player Two) move first']);
  // Player Two's passes, which only handed the turn back, are not listed; the removal is move 1.
  const list = await moves(page);
  assert.ok(!list.includes('pass'), list.join(' | '));
  assert.equal(list.length, 7);
  const rows = page.locator('[data-testid=move-list] .move-rows li');
  assert.deepEqual(await rows.locator('.move-number').allTextContents(), ['1.']);
  assert.deepEqual(await rows.locator('.move').allTextContents(), [list[6]]);
  assert.match(list[6], /^[a-d][1-8]$/);
  await page.screenshot({ path: shot('sight-reduction-setup-list.png') });
  // The first swap clicked shows the board after it: the second pair not yet swapped.
  await page.locator('[data-testid=setup-list] .move').nth(1).click();
  await page.locator('[data-testid=review]').waitFor();
  const back = await board(page);
  assert.deepEqual([back[white], back[black], back[white2], back[black2]], ['b', 'w', 'w', 'b']);
  assert.match(await page.locator('[data-testid=setup-list] .move.current').innerText(), pair(white, black));
  // Stepping on goes from entry to entry: the passes the list leaves out are stepped over, and
  // the review bar counts the setup's steps and the moves apart.
  const place = page.locator('[data-testid=review-place]');
  assert.equal(await place.innerText(), 'Setup, step 2 of 6');
  for (const step of [3, 4, 5, 6]) {
    await page.keyboard.press('ArrowRight');
    assert.equal(await place.innerText(), `Setup, step ${step} of 6`);
  }
  // Then the removal, the latest position: the game itself.
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-testid=review]').waitFor({ state: 'detached' });
});

test('today\'s deal: the first solvable deal from the date as a number; a new deal is another', async () => {
  const { page } = app;
  await start(page, { solitaire: true, deal: 4242 });
  const today = await page.evaluate(() => {
    const d = new Date();
    return d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate();
  });
  await page.locator('[data-testid=daily-deal]').click();
  await page.waitForFunction(() => !/deal 4242$/.test(document.querySelector('.variant')?.innerText ?? ''), null, { timeout: 60_000 });
  const [, number] = (await page.locator('.variant').innerText()).match(/deal (\d+)$/) ?? [];
  assert.ok(Number(number) >= today && Number(number) < today + 200, `${number} from ${today}`);
  assert.match(await askSolver(page, 'still-solvable'), /^Yes/);
  await page.locator('[data-testid=new-deal]').click();
  await page.waitForFunction((n) => !(document.querySelector('.variant')?.innerText ?? '').endsWith(`deal ${n}`), number, { timeout: 60_000 });
  assert.deepEqual(await moves(page), []);
});

test('"New deal" gives a deal that can be solved, or any deal when asked', async () => {
  const { page } = app;
  // Deal 32 cannot be solved: the new deal is another, and the solver says it can be.
  await start(page, { solitaire: true, deal: 32 });
  const variant = () => page.locator('.variant').innerText();
  for (let i = 0; i < 3; i++) {
    const before = await variant();
    await page.locator('[data-testid=new-deal]').click();
    await page.waitForFunction((v) => document.querySelector('.variant')?.innerText !== v, before, { timeout: 60_000 });
    assert.match(await variant(), /solitaire · deal \d+$/);
    assert.match(await askSolver(page, 'still-solvable'), /^Yes/, await variant());
  }
  // Any deal: drawn at once, without the solver (its answer is not awaited).
  await page.locator('[data-testid=any-deal]').check();
  const before = await variant();
  await page.locator('[data-testid=new-deal]').click();
  await page.waitForFunction((v) => document.querySelector('.variant')?.innerText !== v, before);
  assert.ok(await page.locator('[data-testid=any-deal]').isChecked(), 'the choice stays');
  assert.equal(await page.locator('[data-testid=solver-answer]').innerText(), '');
});

test('a typed deal number that is no deal is refused in words, and no game starts with it', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-sight-reduction]').click();
  await page.getByText('Solitaire: remove').click();
  const field = page.locator('[data-testid=deal-number]');
  const refused = page.locator('[data-testid=deal-refused]');
  const startButton = page.locator('[data-testid=start]');
  for (const typed of ['-5', '0', '1.5', '99999999999999999999999']) {
    await field.fill('17');
    assert.ok(await refused.isHidden(), 'deal 17 is a deal');
    assert.ok(await startButton.isEnabled());
    await field.fill(typed);
    assert.equal(await refused.innerText(), 'A deal is a whole number from 1 to 18,446,744,073,709,551,615.', typed);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.ok(await startButton.isDisabled(), `no game starts from ${typed}`);
  }
  await page.screenshot({ path: shot('sight-reduction-deal-refused.png') });
  await field.fill('17');
  await startButton.click();
  await page.locator('.board [data-square="d8"]').waitFor();
  assert.match(await page.locator('.variant').innerText(), /solitaire · deal 17$/);
});
