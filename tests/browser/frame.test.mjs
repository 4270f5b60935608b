// The shared play screen in a real headless Chromium: game events, lifting from a level on the
// board, drag and drop with mouse and touch, the move list's review, rematch, and the phone layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, forget, moves, click, startByte, shot, stackOn } from './harness.mjs';

const app = appForTests();

const targets = async (page) => (await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at))).sort();

/** Opens the app with this Byte game saved as the game in progress (a record, as the app saves it). */
async function withSavedGame(page, start, moves = []) {
  await page.goto(app.url);
  await page.locator('.cards').waitFor();
  const record = { game: 'byte', seats: ['Person', 'Person'], start, moves };
  await page.evaluate((r) => localStorage.setItem('checkerbox.byte.game', r), JSON.stringify(record));
  // Where the first versions kept a game: the app brings it up to date as it starts.
  await page.reload();
  await page.locator('.cards').waitFor();
  await page.goto(`${app.url}#/byte`);
  await page.locator('.board [data-square="a1"]').waitFor();
}

/** White to move; c3 (two white) can lift its whole stack onto b2, or its top checker onto d4's
 *  seven, which makes eight with White on top. */
const NEAR_A_STACK = {
  options: { board: 'Eight', merge_first: false }, to_move: 'White', stacks_won: [0, 0],
  stacks: { c3: 'ww', b2: 'b', d4: 'wbbbbbw', h8: 'wwwwwww', a1: 'bbbbbb', a7: 'w' },
};

/** The centre of a square on screen. */
async function centre(page, square) {
  const box = await page.locator(`.board [data-square="${square}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a lift from level 2 made on the board alone wins a stack, announced and marked', async () => {
  const { page } = app;
  await withSavedGame(page, NEAR_A_STACK);
  await click(page, 'c3');
  assert.deepEqual(await targets(page), ['b2'], 'level 1 first: the whole stack');
  assert.match(await page.locator('[data-testid=note]').innerText(), /Click c3 again.*level 2/);
  await click(page, 'c3');
  assert.deepEqual(await targets(page), ['d4'], 'the second click lifts from level 2');
  assert.equal(await page.locator('.board .square-label').textContent(), '↑2');
  await page.screenshot({ path: shot('lift-level-2.png') });
  await click(page, 'd4');
  assert.deepEqual(await moves(page), ['c3:2-d4']);
  // The event: said in the news line, the stack seen leaving, marked in the move list, in the tray.
  assert.match(await page.locator('[data-testid=news]').innerText(), /White wins the stack of eight on d4\./);
  assert.equal(await page.locator('.board .stack.leaving').count(), 1);
  await page.waitForTimeout(450);
  await page.screenshot({ path: shot('stack-won.png') });
  assert.equal(await page.locator('[data-testid=move-list] .move .event-mark.white').count(), 1);
  assert.match(await page.locator('[data-testid=move-list] .move').first().getAttribute('title'), /White wins the stack/);
  assert.deepEqual(await page.locator('[data-testid=tray-white] .tray-svg').evaluateAll((els) => els.map((e) => e.dataset.stack)),
    ['wbbbbbww']);
  assert.equal(await page.locator('[data-testid=tray-black] .tray-svg').count(), 0);
  assert.match(await page.locator('[data-testid=score-white]').innerText(), /1 of 2 stacks/);
  assert.equal(await stackOn(page, 'd4'), '');
  assert.equal(await stackOn(page, 'c3'), 'w');
});

test('drag and drop: a move dragged with the mouse, and one with a finger', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-byte]').waitFor();
  await startByte(page, { players: 'two-players' });
  await page.evaluate(() => {
    window.pointerKinds = [];
    document.addEventListener('pointerdown', (e) => window.pointerKinds.push(e.pointerType), true);
  });
  // The mouse: press on b6, carry it over a5, let go.
  const b6 = await centre(page, 'b6');
  const a5 = await centre(page, 'a5');
  await page.mouse.move(b6.x, b6.y);
  await page.mouse.down();
  await page.mouse.move((b6.x + a5.x) / 2, (b6.y + a5.y) / 2, { steps: 4 });
  assert.equal(await page.locator('[data-testid=drag-ghost]').count(), 1, 'the stack follows the pointer');
  await page.screenshot({ path: shot('drag.png') });
  await page.mouse.move(a5.x, a5.y, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await moves(page), ['b6-a5']);
  assert.equal(await stackOn(page, 'a5'), 'bw');
  assert.equal(await page.locator('[data-testid=drag-ghost]').count(), 0);

  // A finger: Black drags a7 to b8.
  const cdp = await page.context().newCDPSession(page);
  const a7 = await centre(page, 'a7');
  const b8 = await centre(page, 'b8');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a7.x, y: a7.y }] });
  for (let k = 1; k <= 6; k++) {
    const t = k / 6;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove', touchPoints: [{ x: a7.x + (b8.x - a7.x) * t, y: a7.y + (b8.y - a7.y) * t }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  assert.equal(await stackOn(page, 'b8'), 'b');
  assert.ok((await page.evaluate(() => window.pointerKinds)).includes('touch'), 'the second move was a touch');
  // A drop where the stack cannot go says why and keeps it selected.
  const d2 = await centre(page, 'd2');
  const e1 = await centre(page, 'e1');
  await page.mouse.move(d2.x, d2.y);
  await page.mouse.down();
  await page.mouse.move(e1.x, e1.y, { steps: 5 });
  await page.mouse.up();
  assert.match(await page.locator('[data-testid=note]').innerText(), /touches another cannot make a basic move/);
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
});

test('the move list follows the newest move; a click on an old one shows that position and returns', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-byte]').waitFor();
  await startByte(page, { players: 'two-players' });
  const opening = [['b6', 'a5'], ['a7', 'b8'], ['b2', 'a3'], ['c3', 'd4'], ['d4', 'c5'], ['a3', 'b4'],
    ['d2', 'e3'], ['e3', 'f2'], ['f2', 'g3'], ['g3', 'h2'], ['b4', 'a5'], ['c5', 'd6']];
  for (const [from, to] of opening) { await click(page, from); await click(page, to); }
  assert.equal((await moves(page)).length, 12);
  // Give the list a small height so that it must scroll, as a long game does (through the CSSOM:
  // the page's policy refuses a style element).
  await page.locator('.move-scroll').evaluate((el) => {
    el.style.setProperty('max-height', '70px', 'important');
    el.style.setProperty('scroll-behavior', 'auto', 'important');
  });
  await click(page, 'f4'); await click(page, 'e5');
  const list = page.locator('.move-scroll');
  await page.waitForFunction(() => {
    const el = document.querySelector('.move-scroll');
    return el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
  });
  const latest = await page.locator('[data-testid=move-list] .move.latest').boundingBox();
  const box = await list.boundingBox();
  assert.ok(latest.y >= box.y - 1 && latest.y + latest.height <= box.y + box.height + 1, 'the newest move is in view');

  // Move 1 shown: b6-a5 made, a7 not yet moved.
  await page.locator('[data-testid=move-list] .move[data-after="1"]').click();
  const review = page.locator('[data-testid=review]');
  await review.waitFor();
  assert.match(await review.innerText(), /Move 1 of 13/);
  assert.equal(await stackOn(page, 'a5'), 'bw');
  assert.equal(await stackOn(page, 'a7'), 'b');
  assert.equal(await stackOn(page, 'b8'), '');
  await page.screenshot({ path: shot('review.png') });
  // The board cannot be played while looking back, and says so.
  await click(page, 'd2');
  assert.match(await page.locator('[data-testid=note]').innerText(), /looking at the position after move 1/);
  // The arrow keys step through the game.
  await page.keyboard.press('ArrowRight');
  assert.match(await review.innerText(), /Move 2 of 13/);
  assert.equal(await stackOn(page, 'b8'), 'b');
  await page.keyboard.press('Home');
  assert.match(await review.innerText(), /The start \u00b7 13 moves/);
  assert.equal(await stackOn(page, 'a5'), 'b');
  // And back to the game.
  await page.locator('[data-testid=back-to-game]').click();
  assert.equal(await review.count(), 0);
  assert.equal(await stackOn(page, 'e5'), 'bw');
  await click(page, 'e5'); await click(page, 'd6');
  assert.equal((await moves(page)).length, 14);
});

test('the result banner offers a rematch, which starts the same game afresh', async () => {
  const { page } = app;
  // White has one stack won; lifting c3's top checker onto d4 wins the second, and the game.
  await withSavedGame(page, {
    options: { board: 'Eight', merge_first: false }, to_move: 'White', stacks_won: [1, 0],
    stacks: { c3: 'bw', d4: 'wbbbbbw', h8: 'wwwwwww' },
  });
  await click(page, 'c3'); await click(page, 'd4');
  const banner = page.locator('[data-testid=game-over]');
  await banner.waitFor();
  assert.match(await banner.innerText(), /White wins, 2 stacks to 0/);
  assert.equal(await page.locator('[data-testid=swap]').count(), 0, 'two people at one device have nothing to swap');
  await page.screenshot({ path: shot('game-over-rematch.png') });
  await page.locator('[data-testid=rematch]').click();
  await page.locator('[data-testid=game-over]').waitFor({ state: 'detached' });
  assert.deepEqual(await moves(page), []);
  assert.equal(await stackOn(page, 'c3'), 'bw');
  assert.equal(await stackOn(page, 'd4'), 'wbbbbbw');
  assert.match(await page.locator('[data-testid=status]').innerText(), /White to move/);
});

test('a newcomer meets the middle strength, and a rules page offers to play its game', async () => {
  const { page } = app;
  await page.goto(app.url);
  await forget(page);
  await page.reload();
  await page.locator('[data-testid=play-byte]').click();
  await page.locator('.dialog').waitFor();
  assert.ok(await page.locator('[data-testid=strength-medium]').isChecked());
  assert.ok(await page.locator('[data-testid=vs-computer-black]').isChecked());
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.dialog').count(), 0, 'Escape closes the dialog');
  await page.goto(`${app.url}#/sight-reduction/rules`);
  await page.locator('.rules').waitFor();
  assert.match(await page.locator('.rules').innerText(), /Rich Hutnik/);
  await page.locator('[data-testid=rules-play]').click();
  await page.locator('.dialog[data-game=sight-reduction]').waitFor();
  await page.keyboard.press('Escape');
  await page.goto(`${app.url}#/byte/rules`);
  await page.locator('[data-testid=rules-play]').click();
  await page.locator('.dialog[data-game=byte]').waitFor();
});

test('on a 390×844 phone, Undo and the side view are on screen without scrolling', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(app.url);
    await page.locator('[data-testid=play-byte]').waitFor();
    await startByte(page, { players: 'two-players' });
    await click(page, 'b6'); await click(page, 'a5');
    await click(page, 'a5');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    for (const what of ['[data-testid=undo]', '[data-testid=new-game]', '[data-testid=side-view] .side-svg', '.board']) {
      const box = await page.locator(what).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `${what} is on screen (${JSON.stringify(box)})`);
    }
    const coord = await page.locator('.board .coord').first().boundingBox();
    assert.ok(coord.height >= 9, `coordinates are readable (${coord.height} px tall)`);
    await page.screenshot({ path: shot('phone-undo-and-side-view.png') });
    await page.locator('[data-testid=undo]').click();
    assert.deepEqual(await moves(page), []);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('a move is animated once: not again when the board turns or the move is undone', async () => {
  const { page } = app;
  await page.goto(app.url);
  await page.locator('[data-testid=play-byte]').waitFor();
  await startByte(page, { players: 'two-players' });
  const travelling = () => page.locator('.board .arriving').count();
  assert.equal(await travelling(), 0, 'nothing moves when a game opens');
  await click(page, 'b6'); await click(page, 'a5');
  assert.equal(await travelling(), 1, 'the move is seen travelling');
  await page.locator('[data-testid=flip]').click();
  assert.equal(await travelling(), 0, 'turning the board does not replay it');
  await page.locator('[data-testid=undo]').click();
  assert.equal(await travelling(), 0, 'nor does undoing it');
  await page.locator('[data-testid=redo]').click();
  assert.equal(await travelling(), 1, 'redoing it plays it forward again');
});

test('where the browser keeps nothing, a game goes on across screens', async () => {
  const context = await app.page.context().browser().newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('storage is full', 'QuotaExceededError'); };
  });
  try {
    await page.goto(app.url);
    await page.locator('[data-testid=play-byte]').click();
    await page.locator('[data-testid=two-players]').check();
    await page.locator('[data-testid=start]').click();
    await page.locator('.board [data-square="a1"]').waitFor();
    await click(page, 'b6'); await click(page, 'a5');
    await page.locator('.topnav button', { hasText: 'Rules' }).click();
    await page.locator('.rules').waitFor();
    await page.goBack();
    await page.locator('.board').waitFor();
    assert.deepEqual(await moves(page), ['b6-a5'], 'the game is still there');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('when the person must pass, the computer\'s moves still come one at a time, and the passes are said', async () => {
  const { page } = app;
  // Black's only checker sits on a White-bottomed stack that touches nothing: Black passes while
  // the computer, playing White, moves again and again.
  await page.goto(app.url);
  await page.locator('.cards').waitFor();
  const record = { game: 'byte', seats: [{ Computer: 'Easy' }, 'Person'], moves: [],
    start: { options: { board: 'Eight', merge_first: false }, to_move: 'White', stacks_won: [1, 1],
      stacks: { a1: 'w', e5: 'wb', h8: 'wwwww' } } };
  await page.evaluate((r) => localStorage.setItem('checkerbox.byte.game', r), JSON.stringify(record));
  await page.reload();
  await page.locator('.cards').waitFor();
  await page.goto(`${app.url}#/byte`);
  await page.locator('.board [data-square="a1"]').waitFor();
  const count = () => page.evaluate(() => document.querySelectorAll('[data-testid=move-list] .move').length);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length >= 2);
  const firstSeen = Date.now();
  assert.equal(await count(), 2, 'one computer move and the pass it forced, not more at once');
  assert.deepEqual((await moves(page))[1], 'pass');
  // The person, who had to pass, is told so with the computer's move meanwhile.
  assert.match(await page.locator('[data-testid=news]').innerText(), /You had no move and passed; meanwhile White played /);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length >= 3, null, { timeout: 10_000 });
  assert.ok(Date.now() - firstSeen >= 300, 'the next computer move comes after a pause');
  // The passes are said, with the computer's moves meanwhile listed, in one line (how many passes
  // depends on the computer's moves, which may let Black move again).
  await page.waitForFunction(() => /You had no move and passed( twice| \d+ times)?; meanwhile White played \S+(, \S+)* and \S+\./
    .test(document.querySelector('[data-testid=news]')?.innerText ?? ''), null, { timeout: 10_000 });
});
