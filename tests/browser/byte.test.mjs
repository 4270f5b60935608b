// Byte in a real headless Chromium, clicking the built page as a player would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, startByte, shot, stackOn, storedGame, storedWhen, putStored, deleteStored, keptMoves, starts } from './harness.mjs';

const app = appForTests();


/** A small seeded generator (mulberry32), so that a failing run can be repeated exactly. */
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(Number(process.env.SEED ?? 2005));

/** Plays some legal move by clicking: a stack, then one of the targets that light up. */
async function playAnyMove(page) {
  const squares = await page.locator('.board .hit').evaluateAll(
    (els) => els.filter((e) => e.dataset.stack).map((e) => e.dataset.square));
  for (const sq of squares.sort(() => random() - 0.5)) {
    await click(page, sq);
    const targets = await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at));
    if (targets.length) {
      await click(page, targets[Math.floor(random() * targets.length)]);
      return true;
    }
    await click(page, sq); // deselect
  }
  return false;
}

const { home } = starts(app);

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
  // The rules come as a file of their own, fetched when the page opens.
  await page.locator('[data-testid=rules-text]').waitFor();
  const text = await page.locator('.rules').innerText();
  assert.match(text, /Mark Steere/);
  assert.match(text, /Merge first/);
  assert.match(text, /our choices/);
});

test('rules that cannot be fetched say so, and the rest of the page still works', async () => {
  const { page } = app;
  await page.route('**/rules/byte.html', (route) => route.fulfill({ status: 404, body: 'gone' }));
  try {
    await home(page);
    await page.locator('[data-game=byte] button', { hasText: 'Rules' }).click();
    assert.match(await page.locator('[data-testid=rules-failed]').innerText(), /could not be opened: the site answered 404/);
    assert.match(await page.locator('.rules .credit').innerText(), /Mark Steere/);
    await page.locator('[data-testid=rules-play]').click();
    await page.locator('[role=dialog]').waitFor();
  } finally {
    await page.unroute('**/rules/byte.html');
    // The browser logs the refused file itself: that one error is the test's own doing.
    const others = app.errors.filter((e) => !/status of 404/.test(e));
    app.errors.splice(0, app.errors.length, ...others);
  }
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
  // Picking the top checker in the side view changes what can be reached (from the keyboard too).
  await side.locator('[data-level="1"]').focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await targetsOf(), ['a5', 'c5']);
  await side.locator('[data-level="3"]').click();
  assert.deepEqual(await targetsOf(), ['c5']);
  await side.screenshot({ path: shot('side-view.png') });
  await click(page, 'c5');
  assert.deepEqual((await moves(page)).slice(-1), ['b4:3-c5']);
  assert.equal(await stackOn(page, 'c5'), 'bwbw');
  assert.equal(await stackOn(page, 'b4'), 'wb');
  // The last-move arrow crosses b4's corner, where its height is: heights are drawn above arrows.
  const above = await page.locator('.board').evaluate((svg) => {
    const arrow = svg.querySelector('.arrow.last-move');
    // The standing stacks' badges (a stack leaving the board takes its own with it as it goes).
    const badges = [...svg.querySelectorAll(':scope > .height-badge')];
    return badges.length > 0 && badges.every((b) => arrow.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert.ok(above, 'every height badge is drawn after the arrows');
  await page.locator('.board').screenshot({ path: shot('badge-above-arrow.png') });
  await click(page, 'c5');
  assert.match(await side.innerText(), /c5 — 4 checkers/);

  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 6);
  assert.equal(await stackOn(page, 'b4'), 'wbw');
  await page.locator('[data-testid=redo]').click();
  assert.deepEqual((await moves(page)).slice(-1), ['b4:3-c5']);
  // The same from the keyboard.
  await page.keyboard.press('Control+z');
  assert.equal((await moves(page)).length, 6);
  await page.keyboard.press('Control+y');
  assert.equal((await moves(page)).length, 7);
  await click(page, 'c5');
  assert.equal(await page.locator('.board .mark.selected').count(), 1);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.board .mark.selected').count(), 0);
  // Squares take the keyboard focus, and Enter clicks them: Black plays e5-f4 without a mouse.
  await page.locator('.board [data-square="e5"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.board [data-square="f4"]').focus();
  await page.keyboard.press('Enter');
  assert.deepEqual((await moves(page)).slice(-1), ['e5-f4']);
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

  // Undo while the computer is still thinking about its next answer: the question is dropped.
  assert.ok(await playAnyMove(page));
  assert.equal((await moves(page)).length, 3);
  await page.locator('[data-testid=status]', { hasText: 'is thinking' }).waitFor();
  await page.locator('[data-testid=undo]').click();
  assert.equal((await moves(page)).length, 2);
  await page.waitForTimeout(2500); // longer than a whole search takes
  assert.equal((await moves(page)).length, 2, 'no answer arrives for the undone move');
  assert.match(await page.locator('[data-testid=status]').innerText(), /Your move/);
  // The computer answers the next move as before.
  assert.ok(await playAnyMove(page));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 4);
  assert.equal(await page.locator('[data-testid=computer-failed]').count(), 0);
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

test('playing Black against the computer: it opens, and the board turns to Black\'s side', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'vs-computer-white' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 1);
  assert.match(await page.locator('[data-testid=status]').innerText(), /Your move \(black\)/);
  const a1 = await page.locator('.board [data-square="a1"]').boundingBox();
  const h8 = await page.locator('.board [data-square="h8"]').boundingBox();
  assert.ok(a1.x > h8.x && a1.y < h8.y, 'a1 is at the top right when Black sits at the bottom');
  await page.locator('.controls button', { hasText: 'Flip' }).click();
  const a1After = await page.locator('.board [data-square="a1"]').boundingBox();
  const h8After = await page.locator('.board [data-square="h8"]').boundingBox();
  assert.ok(a1After.x < h8After.x && a1After.y > h8After.y, 'Flip turns it back');
});

test('international Byte on 10×10 with merge first', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players', ten: true, mergeFirst: true });
  assert.equal(await page.locator('.board .hit').count(), 50);
  const stacks = await page.locator('.board .hit').evaluateAll((els) => els.filter((e) => e.dataset.stack).length);
  assert.equal(stacks, 40);
  assert.match(await page.locator('.variant').innerText(), /10×10 · merge first · first to 3 of 5 stacks/);
  assert.equal(await page.locator('.board [data-square="i9"]').getAttribute('data-stack'), 'b');
  assert.equal(await page.locator('.board [data-square="b2"]').getAttribute('data-stack'), 'w');
  await page.screenshot({ path: shot('board-10x10.png') });
});

test('the new-game dialog offers the last game\'s settings again', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'vs-computer-white', ten: true, mergeFirst: true, strength: 'easy' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 1);
  assert.match(await page.locator('[data-testid=score-white]').innerText(), /White · computer\s+easy/);
  await page.locator('.controls button', { hasText: 'New game' }).click();
  assert.match(await page.locator('[data-testid=replaces]').innerText(), /Your unfinished game \(1 move\) stays in Your games/);
  assert.ok(await page.locator('[data-testid=merge-first]').isChecked());
  assert.ok(await page.locator('[data-testid=vs-computer-white]').isChecked());
  assert.ok(await page.getByLabel('10×10 international').isChecked());
  assert.ok(await page.locator('[data-testid=strength-easy]').isChecked());
  await page.screenshot({ path: shot('new-game.png') });
  await page.locator('.dialog button', { hasText: 'Cancel' }).click();
  assert.equal(await page.locator('.dialog').count(), 0);
});

test('on a phone-sized screen the board and panels stack and stay usable', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await home(page);
    await startByte(page, { players: 'two-players' });
    await click(page, 'b6'); await click(page, 'a5');
    assert.deepEqual(await moves(page), ['b6-a5']);
    const board = await page.locator('.board').boundingBox();
    assert.ok(board.width <= 390 && board.width > 300, `board fits the screen (${board.width})`);
    await page.screenshot({ path: shot('phone.png'), fullPage: true });
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('a reload loses nothing: the game continues from the home screen', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players' });
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7'); await click(page, 'b8');
  // Reloading the game's page, once the move is written, shows the game again.
  await keptMoves(page, 'byte', 2);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  // So does coming back to the app later, through the home screen.
  await home(page);
  const resume = page.locator('[data-testid=continue-byte]');
  await resume.waitFor();
  assert.equal(await resume.innerText(), 'Continue (2 moves)');
  await resume.click();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  assert.equal(await stackOn(page, 'a5'), 'bw');
  assert.match(await page.locator('[data-testid=status]').innerText(), /White to move/);
  // A new game is kept from its start, before any move, and so is an undo back to the start.
  await page.locator('.controls button', { hasText: 'New game' }).click();
  await page.locator('[data-testid=start]').click();
  await keptMoves(page, 'byte', 0);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), []);
  await click(page, 'b6'); await click(page, 'a5');
  await keptMoves(page, 'byte', 1);
  await page.locator('[data-testid=undo]').click();
  await keptMoves(page, 'byte', 0);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), []);
});

/** A Byte game of one move, b6-a5, as versions before positions were saved as text saved it: its
 *  start an object of Byte's old shape. */
function earlierRecord() {
  const start = { options: { board: 'Eight', merge_first: false }, to_move: 'White', stacks_won: [0, 0], stacks: {} };
  for (const sq of ['b2', 'd2', 'f2', 'h2', 'b4', 'd4', 'f4', 'h4', 'b6', 'd6', 'f6', 'h6']) start.stacks[sq] = 'w';
  for (const sq of ['a3', 'c3', 'e3', 'g3', 'a5', 'c5', 'e5', 'g5', 'a7', 'c7', 'e7', 'g7']) start.stacks[sq] = 'b';
  return { game: 'byte', seats: ['Person', 'Person'], start, moves: ['b6-a5'] };
}

test('a game saved by an earlier version (its start an object) is brought up to date as the app starts, opens, goes on, and is kept as games are now', async () => {
  const { page } = app;
  await home(page);
  const record = earlierRecord();
  await page.evaluate((r) => {
    localStorage.setItem('checkerbox.library.earlier1', `byte 1700000000000\n${JSON.stringify(r)}`);
    localStorage.setItem('checkerbox.byte.current', 'earlier1');
  }, record);
  // The upgrade worker, which alone reads the old shapes, is fetched for it, and only then (it
  // would be started before the app, and so fetched before the home screen shows).
  const fetched = [];
  const seen = (r) => fetched.push(new URL(r.url()).pathname);
  page.on('request', seen);
  await page.reload();
  const resume = page.locator('[data-testid=continue-byte]');
  await resume.waitFor();
  assert.ok(fetched.some((f) => f.endsWith('/upgrade_bg.wasm')), fetched.join(' '));
  fetched.length = 0;
  await page.reload();
  await resume.waitFor();
  page.off('request', seen);
  assert.ok(!fetched.some((f) => f.includes('/upgrade')), fetched.join(' '));
  assert.equal(await resume.innerText(), 'Continue (1 move)');
  await resume.click();
  assert.deepEqual(await moves(page), ['b6-a5']);
  await click(page, 'a7'); await click(page, 'b8');
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  // Saved again where this version keeps games (the database), its start now the position's
  // text; the earlier entry is gone, so that a tab of the earlier version does not find a record
  // it cannot read, and nothing of it is left in local storage.
  const left = await page.evaluate(() => [
    localStorage.getItem('checkerbox.games.earlier1'),
    localStorage.getItem('checkerbox.library.earlier1'),
  ]);
  assert.deepEqual(left, [null, null]);
  const saved = JSON.parse(await storedWhen(page, ({ games }) => games.find((g) => g.id === 'earlier1'
    && JSON.parse(g.record).moves.length === 2)?.record));
  assert.match(saved.start, /^8x8 white won:0-0 b2=w d2=w/);
  assert.deepEqual(saved.moves, ['b6-a5', 'a7-b8']);
  // The tests after this one begin as after the one before: a new Byte game, no move played.
  await deleteStored(page, 'earlier1');
  await home(page);
  await startByte(page, { players: 'two-players' });
});

test('a game the version before moved into the library with its start an object is brought up to date; while it cannot be, it is kept and the player told', async () => {
  const { page } = app;
  await home(page);
  const record = earlierRecord();
  await page.evaluate((r) => localStorage.setItem('checkerbox.games.moved1', `byte 1700000000000\n${JSON.stringify(r)}`), record);
  const kept = () => page.evaluate(() => localStorage.getItem('checkerbox.games.moved1'));
  // The upgrade worker cannot load: after a wait the app starts, the game stays as it was, and
  // the home screen says so.
  await page.route('**/upgrade_bg.wasm', (route) => route.abort('aborted'));
  try {
    await page.reload();
    await page.locator('.cards').waitFor({ timeout: 30_000 });
    assert.match(await page.locator('.notice').innerText(), /could not be opened this time .*will be opened the next time it starts/);
    assert.ok((await kept()).includes('"stacks"'), 'kept as it was');
    assert.equal(await storedGame(page, 'moved1'), undefined, 'not in the database until brought up to date');
  } finally {
    await page.unroute('**/upgrade_bg.wasm');
    // The refused download is this test's doing, not the app's.
    app.errors.splice(0);
  }
  await page.reload();
  await page.locator('.cards').waitFor();
  assert.equal(await page.locator('.notice').count(), 0);
  // Brought up to date, it moves to the database, and local storage lets it go once the
  // database gives it back.
  await page.waitForFunction(() => localStorage.getItem('checkerbox.games.moved1') === null);
  const saved = JSON.parse((await storedGame(page, 'moved1')).record);
  assert.match(saved.start, /^8x8 white won:0-0 b2=w d2=w/);
  assert.deepEqual(saved.moves, ['b6-a5']);
  await deleteStored(page, 'moved1');
});

test('a corrupt saved game is set aside with a clear message, and nothing breaks', async () => {
  const { page } = app;
  await home(page);
  for (const [record, says] of [
    ['}{ not json', /saved game is damaged/],
    [JSON.stringify({ game: 'byte', seats: ['Person', 'Person'],
      start: { options: { board: 'Eight', merge_first: false }, to_move: 'White', stacks_won: [0, 0], stacks: { c3: 'w' } },
      moves: [] }), /checkers do not add up/],
  ]) {
    await page.evaluate((r) => localStorage.setItem('checkerbox.byte.game', r), record);
    await page.reload();
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), says);
    assert.equal(await page.locator('[data-testid=continue-byte]').count(), 0);
    const kept = await page.evaluate(() => Object.keys(localStorage)
      .filter((k) => k.startsWith('checkerbox.unreadable.')).map((k) => localStorage.getItem(k)));
    assert.ok(kept.includes(record), 'kept aside, not lost');
  }
  // A saved game with a bad move names the move.
  await startByte(page, { players: 'two-players' });
  await click(page, 'b6'); await click(page, 'a5');
  // The move is kept in the database; then the stored record gains a move that cannot be played.
  const stored = await storedWhen(page, ({ games, current }) => games.find((g) => g.id === current.byte
    && JSON.parse(g.record).moves.length === 1));
  const r = JSON.parse(stored.record);
  r.moves.push('a7-a6');
  await putStored(page, { ...stored, record: JSON.stringify(r) });
  await page.reload();
  await page.locator('.notice').waitFor();
  assert.match(await page.locator('.notice').innerText(), /move 2 \(a7-a6\) cannot be played: a6 is a light square/);
  await page.screenshot({ path: shot('corrupt-save.png') });
  await startByte(page, { players: 'two-players' });
  assert.deepEqual(await moves(page), []);
});

test('when the computer player cannot load, the page says so and offers to try again', async () => {
  const { page } = app;
  await page.route('**/worker_bg.wasm', (route) => route.abort());
  try {
    await home(page);
    await startByte(page, { players: 'vs-computer-black' });
    await click(page, 'd2'); await click(page, 'c3');
    const failed = page.locator('[data-testid=computer-failed]');
    await failed.waitFor({ timeout: 40_000 });
    assert.match(await failed.innerText(), /The computer could not move: .*Try again/s);
    assert.match(await page.locator('[data-testid=status]').innerText(), /could not move/);
    assert.deepEqual(await moves(page), ['d2-c3'], 'the game is intact');
    await page.unroute('**/worker_bg.wasm');
    await failed.locator('button').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
    assert.equal(await failed.count(), 0);
  } finally {
    await page.unroute('**/worker_bg.wasm');
    // The refused download is this test's doing, not the app's.
    app.errors.splice(0);
  }
});

test('links and the Back button: every screen has an address, and a bad link says so', async () => {
  const { page } = app;
  await page.goto(`${app.url}#/byte/rules`);
  await page.locator('.rules').waitFor();
  assert.match(await page.locator('.rules h1').innerText(), /Byte/);
  await page.locator('.topnav button', { hasText: /^Games$/ }).click();
  await page.locator('.cards').waitFor();
  assert.ok(page.url().endsWith('#/'));
  await page.goBack();
  await page.locator('.rules').waitFor();

  await home(page);
  await startByte(page, { players: 'two-players' });
  assert.ok(page.url().endsWith('#/byte'));
  await click(page, 'b6'); await click(page, 'a5');
  // Back leaves the study page, where the game was started: the move is kept first.
  await keptMoves(page, 'byte', 1);
  await page.goBack();
  await page.locator('.cards').waitFor();
  await page.goForward();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5'], 'forward again finds the game as it was');

  // A bad link says so, and its address is corrected in place: Back does not lead to it again.
  await page.goto(`${app.url}#/chess`);
  await page.locator('[data-testid=lost]').waitFor();
  assert.ok(page.url().endsWith('#/'));
  await page.goBack();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5']);

  for (const [hash, says] of [
    ['#/chess', /The link “#\/chess” leads nowhere in Checkerbox\. Here are the games\./],
    ['#/byte/rules/%%%', /leads nowhere/],
  ]) {
    await page.goto(`${app.url}${hash}`);
    const lost = page.locator('[data-testid=lost]');
    await lost.waitFor();
    assert.match(await lost.innerText(), says);
    assert.equal(await page.locator('.game-card').count(), 4);
  }
  // Following a good link afterwards clears the message.
  await page.locator('[data-game=byte] button', { hasText: 'Rules' }).click();
  await page.locator('.topnav button', { hasText: /^Games$/ }).click();
  assert.equal(await page.locator('[data-testid=lost]').count(), 0);
});
