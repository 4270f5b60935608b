// The tutorial in a real headless Chromium: the first lesson of each game completed by clicking,
// a wrong move explained, the hint after two misses (a click on a checker that cannot go is one),
// an answer told right once, the last game against the beginner, progress kept across a reload
// and shown on the home screen, the welcome offered to a first-time visitor, and the rules page's
// links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, forget, click, shot } from './harness.mjs';

const app = appForTests();
const GAMES = ['byte', 'basic', 'pyle', 'sight-reduction'];

/** What the step expects: "answer-2", or the squares of the move's gesture ("c3 d4"). */
const expects = (page) => page.locator('div.lesson').getAttribute('data-expects');

/** Does what the current step asks, as a learner would: the right button, or the move by
 *  clicking its squares. */
async function doStep(page) {
  const want = await expects(page);
  if (want === null) return false;
  if (want.startsWith('answer-')) {
    await page.locator(`[data-testid=${want}]`).click();
  } else {
    const [from, to] = want.split(' ');
    await click(page, from);
    if (!(await page.locator('.lesson-feedback.right').count())) {
      if (to === 'off') await page.locator('.tray.target').click();
      else await click(page, to);
    }
  }
  try {
    await page.locator('.lesson-feedback.right').waitFor({ timeout: 5_000 });
  } catch (e) {
    const where = await page.locator('div.lesson').getAttribute('data-lesson');
    const step = await page.locator('[data-testid=lesson-step]').innerText();
    const said = await page.locator('[data-testid=lesson-feedback]').innerText();
    throw new Error(`${where}, ${step}: doing ${want} did not succeed: ${JSON.stringify(said)}`);
  }
  return true;
}

/** Completes the lesson on screen; returns how many steps it took. */
async function completeLesson(page) {
  let steps = 0;
  for (;;) {
    if (!(await doStep(page))) break; // a "play it out" step ends the lesson
    steps += 1;
    const next = page.locator('[data-testid=lesson-next]');
    if (/Next step/.test(await next.innerText())) await next.click();
    else break;
  }
  return steps;
}

test('a first-time visitor is offered the lessons; the first lesson of each game is completed by clicking', async () => {
  const { page } = app;
  await page.goto(app.url);
  await forget(page);
  await page.reload();
  await page.locator('[data-testid=welcome]').waitFor();
  await page.screenshot({ path: shot('tutorial-welcome.png') });
  await page.locator('[data-testid=welcome-byte]').click();
  for (const game of GAMES) {
    await page.goto(`${app.url}#/${game}/learn/1`);
    await page.locator('div.lesson').waitFor();
    assert.match(await page.locator('[data-testid=lesson-step]').innerText(), /^Step 1 of \d+$/);
    const steps = await completeLesson(page);
    assert.ok(steps >= 1, `${game}: at least one step done`);
    await page.screenshot({ path: shot(`tutorial-${game}-first-lesson.png`) });
  }
  // Progress is kept across a reload and shown on the home screen; the welcome is gone.
  await page.goto(app.url);
  await page.reload();
  for (const game of GAMES) {
    assert.match(await page.locator(`[data-testid=learn-${game}]`).innerText(), /Lessons: 1 of \d+ done/, game);
  }
  assert.equal(await page.locator('[data-testid=welcome]').count(), 0);
  await page.screenshot({ path: shot('tutorial-home-progress.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('tutorial-home-progress-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('every lesson of every game can be completed by clicking, to its game against the computer', async () => {
  const { page } = app;
  for (const game of GAMES) {
    for (let k = 1; ; k++) {
      await page.goto(`${app.url}#/${game}/learn/${k}`);
      await page.locator('div.lesson').waitFor();
      const lesson = await page.locator('div.lesson').getAttribute('data-lesson');
      const steps = Number((await page.locator('[data-testid=lesson-step]').innerText()).match(/of (\d+)$/)[1]);
      const done = await completeLesson(page);
      const playsOut = await page.locator('[data-testid=lesson-play]').count();
      assert.equal(done + playsOut, steps, `${lesson}: every step done by clicking`);
      if (playsOut) {
        // The last lesson: its game starts against the computer, from the lesson's position.
        await page.locator('[data-testid=lesson-play]').click();
        await page.locator('.play:not(.lesson) .board').waitFor();
        assert.match(await page.locator('.ai-effort, [data-testid=status]').first().innerText(), /.+/);
        break;
      }
    }
  }
  await page.screenshot({ path: shot('tutorial-play-it-out.png') });
});

test('a wrong try is explained; after two misses the hint shows; the lesson can be restarted', async () => {
  const { page } = app;
  // Pyle's first step: slide the man on c3 as far as it may go, to f6.
  await page.goto(`${app.url}#/pyle/learn/1`);
  await page.locator('div.lesson').waitFor();
  assert.equal(await expects(page), 'c3 f6');
  const feedback = page.locator('[data-testid=lesson-feedback]');
  // An illegal try: a man does not move along a file. The rules say why.
  await click(page, 'c3');
  await click(page, 'c4');
  assert.match(await feedback.innerText(), /^Not quite\. .+ Try again\.$/);
  assert.equal(await page.locator('[data-testid=lesson-hint]').count(), 0, 'no hint after one miss');
  await page.keyboard.press('Escape');
  // A legal move that is not the one asked for: its own explanation.
  await click(page, 'c3');
  await click(page, 'd4');
  assert.match(await feedback.innerText(), /c3-d4 is a legal move, but not the one asked for: it may go further/);
  await page.locator('[data-testid=lesson-hint]').waitFor();
  assert.match(await page.locator('[data-testid=lesson-hint]').innerText(), /^Hint: /);
  await page.screenshot({ path: shot('tutorial-hint.png') });
  await page.keyboard.press('Escape');
  // The right move, then a fresh start.
  await click(page, 'c3');
  await click(page, 'f6');
  await page.locator('.lesson-feedback.right').waitFor();
  await page.locator('[data-testid=lesson-next]').click();
  assert.match(await page.locator('[data-testid=lesson-step]').innerText(), /^Step 2 of/);
  await page.locator('[data-testid=lesson-restart]').click();
  assert.match(await page.locator('[data-testid=lesson-step]').innerText(), /^Step 1 of/);
  assert.equal(await page.locator('[data-testid=lesson-hint]').count(), 0);
});

test('an answer is told right once: no "Right. Right"', async () => {
  const { page } = app;
  // Pyle's setup lesson opens with a question, whose right answer's reason is shown after "Right.".
  await page.goto(`${app.url}#/pyle/learn/3`);
  await page.locator('div.lesson').waitFor();
  const feedback = page.locator('[data-testid=lesson-feedback]');
  const right = await expects(page);
  assert.match(right, /^answer-\d+$/);
  const wrong = right === 'answer-0' ? 'answer-1' : 'answer-0';
  await page.locator(`[data-testid=${wrong}]`).click();
  assert.match(await feedback.innerText(), /^Not quite\. [A-Z].+ Try again\.$/);
  assert.doesNotMatch(await feedback.innerText(), /^Not quite\W+(Not quite|No)\b/i);
  await page.locator(`[data-testid=${right}]`).click();
  await page.locator('.lesson-feedback.right').waitFor();
  assert.match(await feedback.innerText(), /^Right\. Row 8 and column e/);
  assert.doesNotMatch(await feedback.innerText(), /^Right\W+Right\b/i);
});

test('a click on a checker that cannot go is a miss in Sight Reduction, and brings the hint', async () => {
  const { page } = app;
  // The first step: remove a white checker that sees a friend (b2 or b5). White's d7 sees only
  // Black's a7 along its rank and the edge along its file; c2 is Black's.
  await page.goto(`${app.url}#/sight-reduction/learn/1`);
  await page.locator('div.lesson').waitFor();
  assert.equal(await expects(page), 'b2 b2');
  const feedback = page.locator('[data-testid=lesson-feedback]');
  const hint = page.locator('[data-testid=lesson-hint]');
  await click(page, 'd7');
  assert.match(await feedback.innerText(), /^Not quite\. d7 sees no white checker.* Try again\.$/);
  assert.equal(await page.locator('.lesson-feedback.wrong').count(), 1);
  assert.equal(await hint.count(), 0, 'no hint after one miss');
  await click(page, 'c2');
  assert.match(await feedback.innerText(), /^Not quite\. The checker on c2 is Black's\. Try again\.$/);
  await hint.waitFor();
  assert.match(await hint.innerText(), /^Hint: /);
  // The right removal still ends the step.
  await click(page, 'b2');
  await page.locator('.lesson-feedback.right').waitFor();
  assert.equal(await hint.count(), 0, 'the hint goes once the step is done');
});

test('the game a lesson ends with is played against the beginner', async () => {
  const { page } = app;
  // Byte's last lesson, from its list: a question, then the game.
  await page.goto(`${app.url}#/byte/learn/1`);
  await page.locator('div.lesson').waitFor();
  const last = await page.locator('.lesson-list button').count();
  await page.locator(`[data-testid=lesson-${last}]`).click();
  await page.locator(`div.lesson[data-lesson=byte-play]`).waitFor();
  await completeLesson(page);
  await page.locator('[data-testid=lesson-play]').click();
  await page.locator('.play:not(.lesson) .board').waitFor();
  const players = (await page.locator('[data-testid^=score-]').allInnerTexts()).join(' | ');
  assert.match(players, /computer\s+beginner/, players);
  assert.doesNotMatch(players, /computer\s+easy/, players);
});

test('the rules page links each rule to its lesson', async () => {
  const { page } = app;
  await page.goto(`${app.url}#/pyle/rules`);
  // The rules, fetched beside the page, end with the list; a lesson is on the study page.
  await page.locator('[data-testid=rule-lessons]').waitFor();
  const links = page.locator('[data-testid=rule-lessons] a');
  assert.ok(await links.count() >= 5);
  await links.nth(0).click();
  await page.locator('div.lesson').waitFor();
  assert.match(page.url(), /study\.html#\/pyle\/learn\/\d+$/);
});

test('lessons that cannot be fetched, or are damaged, say so, and the rest of the page still works', async () => {
  const { page } = app;
  const cases = [
    [{ status: 404, body: 'gone' }, /could not be opened: the site answered 404/],
    [{ status: 200, contentType: 'application/json', body: '{"about": 1' }, /could not be opened: the lessons are damaged/],
  ];
  try {
    for (const [answer, said] of cases) {
      await page.route('**/lessons/basic.json', (route) => route.fulfill(answer));
      await page.goto(`${app.url}#/basic/learn/2`);
      // The play page hands the lesson to the study page; then a fresh study page (lessons
      // already read are kept for the page's life).
      await page.waitForURL(/study\.html#\/basic\/learn\/2$/);
      await page.reload();
      assert.match(await page.locator('[data-testid=lesson-failed]').innerText(), said);
      await page.unroute('**/lessons/basic.json');
      await page.locator('.topnav button', { hasText: /^Games$/ }).click();
      await page.locator('[data-game=basic]').waitFor();
    }
  } finally {
    await page.unroute('**/lessons/basic.json');
    // The browser logs the refused file itself: that one error is the test's own doing.
    const others = app.errors.filter((e) => !/status of 404/.test(e));
    app.errors.splice(0, app.errors.length, ...others);
  }
});

test('on a phone, a lesson fits: the words, the board and the feedback', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(`${app.url}#/byte/learn/1`);
    await page.locator('div.lesson').waitFor();
    await page.screenshot({ path: shot('tutorial-phone.png'), fullPage: true });
    // One column: the words across the screen, the board under them as wide as the screen
    // allows, the lessons' list below the board; nothing wider than the screen.
    const say = await page.locator('[data-testid=lesson-say]').boundingBox();
    const board = await page.locator('.lesson .board').boundingBox();
    const side = await page.locator('.lesson .side-column').boundingBox();
    assert.ok(say.width >= 300, `the words take the width: ${say.width}`);
    assert.ok(board.width >= 300 && board.x + board.width <= 390, `the board: ${JSON.stringify(board)}`);
    assert.ok(side.y >= board.y + board.height, 'the side column comes after the board');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 390, 'no sideways scroll');
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('a lesson is drawn with the play screen\'s parts: its side view, targets and last-move marks', async () => {
  const { page } = app;
  // Byte's merging lesson: its hint speaks of the side view, which the lesson screen has.
  await page.goto(`${app.url}#/byte/learn/3`);
  await page.locator('div.lesson').waitFor();
  const [from, to] = (await expects(page)).split(' ');
  await click(page, from);
  const side = page.locator('.lesson [data-testid=side-view]');
  await side.waitFor();
  assert.match(await side.innerText(), new RegExp(from), 'the side view shows the selected stack');
  assert.ok(await page.locator(`.board .mark.target[data-at="${to}"]`).count() > 0, 'where it can go is marked');
  await click(page, to);
  await page.locator('.lesson-feedback.right').waitFor();
  assert.equal(await page.locator(`.board .mark.last-to[data-at="${to}"]`).count(), 1, 'the move played is marked');
  await page.screenshot({ path: shot('tutorial-side-view.png') });
});
