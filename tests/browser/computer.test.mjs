// The computer player in the page: the master level thinks in the worker while the page stays
// responsive, its thinking and its view of the game are shown (in words, its score as a number on
// request), a hint is shown and not played, and a game of the computer against itself can be
// paused and stepped; undo, and a hint cut short, keep the worker and what the master learnt; on
// the person's time, the master thinks too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, moves, click, longTasks, pageClock, startByte, shot, starts, watchLongTasks } from './harness.mjs';

const app = appForTests();

/** Counts every worker the page starts from its next load on (`window.workersStarted`); asking
 *  twice counts once. */
async function countWorkers(page) {
  await page.addInitScript(() => {
    if (window.workersStarted !== undefined) return;
    window.workersStarted = 0;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(...args) {
        super(...args);
        window.workersStarted += 1;
      }
    };
  });
}

const { home } = starts(app);

const count = async (page) => (await moves(page)).length;

test('the master thinks in the worker: no main-thread task over 50 ms while it thinks, and its thinking is shown', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  await page.locator('[data-testid=show-view]').check();
  // Every long task from here on is recorded.
  await watchLongTasks(page);
  await click(page, 'd2'); await click(page, 'c3');
  await page.locator('[data-testid=status]', { hasText: 'is thinking' }).waitFor();
  const from = await pageClock(page);
  // The depth reached so far, told by the worker as it goes.
  await page.locator('[data-testid=thinking]', { hasText: 'deep so far' }).waitFor({ timeout: 5000 });
  const thinking = await page.locator('[data-testid=thinking]').innerText();
  await page.screenshot({ path: shot('computer-thinking.png') });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 20000 });
  const to = await pageClock(page);
  const long = await longTasks(page, from, to);
  console.log(`thinking ${Math.round(to - from)} ms: "${thinking}"; long tasks then: ${JSON.stringify(long)}`);
  assert.ok(to - from >= 1500 && to - from < 4000, 'the master took its time (two seconds by default), and no more');
  assert.deepEqual(long, [], 'no main-thread task over 50 ms while the master thinks');
  assert.match(thinking, /The computer is thinking… \d+ moves? deep so far\. Now it (thinks|sees)/);
  // What it thinks, on request: who is ahead and the line it expects, from its own move on.
  const view = await page.locator('[data-testid=computer-view]').innerText();
  const theirs = (await moves(page))[1];
  console.log(`its view: ${view}`);
  assert.match(view, new RegExp(`^After its move ${theirs}, it (thinks (the game is even|(White|Black) is (slightly ahead|clearly ahead|winning))|sees a win)`));
  // The line it expects, when it has more than its own move. A table entry no longer cuts the
  // line short (the search looks on along it: src/ai/search.rs, on_line); the move alone is still
  // what it knows when it found a better move on its last depth with no time to look past it,
  // and then the view says no line.
  if (/It expects/.test(view)) assert.match(view, /It expects( [a-h]\d+(:\d)?-[a-h]\d+){2,}\./);
  await page.screenshot({ path: shot('computer-view.png') });
});

test('the computer says in words who it thinks is ahead, and its score as a number only on request', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'easy' });
  await click(page, 'd2'); await click(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 15000 });
  const number = page.locator('[data-testid=show-number]');
  assert.equal(await number.isVisible(), false, 'no number to ask for while its view is hidden');
  await page.locator('[data-testid=show-view]').check();
  const view = page.locator('[data-testid=computer-view]');
  const words = await view.innerText();
  const theirs = (await moves(page))[1];
  assert.match(words, new RegExp(`^After its move ${theirs}, it thinks (the game is even|(White|Black) is (slightly ahead|clearly ahead|winning))\\.`));
  assert.doesNotMatch(words, /\(/, 'no number unless asked for');
  await number.check();
  const counted = await view.innerText();
  console.log(`its view: "${words}"; with its score: "${counted}"`);
  const score = / \(((White|Black) \+\d+|0)\)/;
  assert.match(counted, score);
  assert.equal(counted.replace(score, ''), words, 'the same words, the number after them');
  await page.screenshot({ path: shot('computer-view-number.png') });
  await number.uncheck();
  assert.equal(await view.innerText(), words);
});

test('a hint is shown on the board and not played', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players' });
  await page.locator('[data-testid=hint]').click();
  const said = page.locator('[data-testid=hint-text]', { hasText: 'would play' });
  await said.waitFor({ timeout: 15000 });
  const [, mv] = (await said.innerText()).match(/would play (\S+)\./);
  assert.match(mv, /^[a-h][1-8](:\d)?-[a-h][1-8]$/);
  assert.equal(await page.locator('.board .arrow.hint').count(), 1, 'the hint is an arrow on the board');
  const from = mv.replace(/:\d/, '').slice(0, 2);
  assert.equal(await page.locator(`.board .mark.hinted[data-at="${from}"]`).count(), 1);
  assert.equal(await count(page), 0, 'the hint is not played');
  await page.screenshot({ path: shot('hint.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('hint-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Played by the person, the hint is gone with the position it was for.
  await click(page, from); await click(page, mv.slice(-2));
  assert.deepEqual(await moves(page), [mv]);
  assert.equal(await page.locator('.board .arrow.hint').count(), 0);
  assert.equal(await page.locator('[data-testid=hint-text]').innerText(), '');
});

test('the computer against itself: it plays on, pauses, steps one move, and resumes', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'watch', strength: 'easy' });
  assert.match(await page.locator('[data-testid=score-white]').innerText(), /computer/);
  assert.match(await page.locator('[data-testid=score-black]').innerText(), /computer/);
  // At the normal pace (a move shown no sooner than 0.45 s after it was asked for), so that the
  // game is far from over when it is paused.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length >= 4, null, { timeout: 20000 });
  await page.locator('[data-testid=pause]').click();
  assert.equal(await page.locator('[data-testid=pause]').innerText(), 'Resume');
  // A move asked for, or answered and waiting for the pace, before the pause is not played.
  const held = await count(page);
  await page.waitForTimeout(2500);
  assert.equal(await count(page), held, 'paused, it does not move');
  assert.match(await page.locator('[data-testid=status]').innerText(), /^Paused: (White|Black) \(computer\) to move$/);
  await page.screenshot({ path: shot('computer-watch-paused.png') });
  await page.locator('[data-testid=step]').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .move').length > n, held, { timeout: 10000 });
  const stepped = await count(page);
  await page.waitForTimeout(1500);
  assert.equal(await count(page), stepped, 'one step is one move');
  assert.ok(stepped - held >= 1 && stepped - held <= 2, `one move (and a forced pass at most): ${held} to ${stepped}`);
  await page.locator('[data-testid=pause]').click();
  await page.locator('[data-testid=pace-fast]').check();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .move').length > n + 1, stepped, { timeout: 20000 });
  await page.screenshot({ path: shot('computer-watch.png') });
  // Leaving the screen stops it cleanly.
  await home(page);
  await page.waitForTimeout(500);
  assert.equal(await page.locator('[data-testid=computer-failed]').count(), 0);
});

test('every level can be chosen, and the master\'s time is a setting', async () => {
  const { page } = app;
  await home(page);
  await page.locator('[data-testid=play-byte]').click();
  await page.locator('[data-testid=strength-beginner]').waitFor();
  for (const level of ['beginner', 'easy', 'medium', 'hard', 'master']) {
    assert.equal(await page.locator(`[data-testid=strength-${level}]`).count(), 1, level);
  }
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=settings]').click();
  await page.locator('[data-testid=master-seconds-5]').check();
  await page.locator('[data-testid=settings-close]').click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('checkerbox.settings')));
  assert.equal(stored.master_seconds, 5);
  await page.locator('[data-testid=settings]').click();
  await page.locator('[data-testid=master-seconds-2]').check();
  await page.locator('[data-testid=settings-close]').click();
});

test('undo while the master thinks stops its thinking without a new worker, and it answers the next move', async () => {
  const { page } = app;
  await countWorkers(page);
  await home(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  await click(page, 'd2'); await click(page, 'c3');
  await page.locator('[data-testid=status]', { hasText: 'is thinking' }).waitFor();
  await page.waitForTimeout(400);
  await page.locator('[data-testid=undo]').click();
  assert.equal(await count(page), 0);
  await page.waitForTimeout(2500); // longer than its two seconds
  assert.equal(await count(page), 0, 'no answer arrives for the undone move');
  await click(page, 'd2'); await click(page, 'c3');
  const asked = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 10000 });
  const took = Date.now() - asked;
  const started = await page.evaluate(() => window.workersStarted);
  console.log(`answered in ${took} ms; workers started: ${started}`);
  assert.equal(started, 1, 'the worker that thought is the one that answers, its table kept');
  assert.ok(took < 4000, 'the stopped thinking did not hold up the next question');
  assert.equal(await page.locator('[data-testid=computer-failed]').count(), 0);
});

test('the master thinks on the person\'s time, says so, stops when the person moves, and thinks on after a hint', async () => {
  const { page } = app;
  await countWorkers(page);
  await home(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  const pondering = page.locator('[data-testid=pondering]');
  await pondering.waitFor({ state: 'visible' });
  assert.match(await pondering.innerText(), /thinking on your time/);
  await page.waitForTimeout(1500);
  await click(page, 'd2'); await click(page, 'c3');
  await page.locator('[data-testid=status]', { hasText: 'is thinking' }).waitFor();
  assert.equal(await pondering.isVisible(), false, 'on its own turn it just thinks');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 10000 });
  await pondering.waitFor({ state: 'visible' });
  await page.screenshot({ path: shot('computer-pondering.png') });
  const effort = await page.locator('[data-testid=ai-effort]').innerText();
  console.log(`after thinking on the person's time: "${effort}"`);
  assert.equal(await page.evaluate(() => window.workersStarted), 1, 'stopped, not replaced');
  // A hint takes the worker; once it is shown, the master thinks on.
  await page.locator('[data-testid=hint]').click();
  await page.locator('[data-testid=hint-text]', { hasText: 'would play' }).waitFor({ timeout: 15000 });
  await pondering.waitFor({ state: 'visible' });
  // Leaving the game for another screen of the page: the screen goes, and its question is
  // stopped, the worker kept.
  await page.locator('.topbar .brand').click();
  await page.locator('[data-testid=pondering]').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => window.workersStarted), 1);
});

test('thinking on the person\'s time is a setting, which takes effect at once', async () => {
  const { page } = app;
  await home(page);
  const setPonder = async (on) => {
    await page.locator('[data-testid=settings]').click();
    await page.locator('[data-testid=ponder]').setChecked(on);
    if (!on) await page.screenshot({ path: shot('settings-master.png') });
    await page.locator('[data-testid=settings-close]').click();
  };
  await setPonder(false);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('checkerbox.settings')).ponder), false);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('[data-testid=pondering]').isVisible(), false, 'it waits while the person thinks');
  await setPonder(true);
  await page.locator('[data-testid=pondering]').waitFor({ state: 'visible' });
});

test('a hint cut short by a move is left to finish: the master answers from the same worker, its table kept', async () => {
  const { page } = app;
  await countWorkers(page);
  await home(page);
  await startByte(page, { players: 'vs-computer-black', strength: 'master' });
  await page.locator('[data-testid=hint]').click();
  await page.locator('[data-testid=hint-text]', { hasText: 'Thinking' }).waitFor();
  // The person moves before the hint comes: the hint is abandoned, and the master asked.
  await click(page, 'd2'); await click(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2, null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => window.workersStarted), 1, 'the worker was not replaced');
  assert.equal(await page.locator('[data-testid=hint-text]').innerText(), '', 'no hint for a position gone');
  assert.equal(await page.locator('.board .arrow.hint').count(), 0);
  assert.equal(await page.locator('[data-testid=computer-failed]').count(), 0);
});
