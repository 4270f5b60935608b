// The computer's review of a game, in a real headless Chromium. A game of Byte with a blunder
// opened from a link (the harness's BLUNDERED) is reviewed: the progress shown and the page live
// (no main-thread task over 50 ms), each side's summary, the graph drawn with the faults marked,
// the board kept in the window beside the review's panel, a click on the graph going to that position, the blunder marked in the move list, its better move said
// and drawn as an arrow on the board, and the computer's score as a number on request. A finished
// game of each other game is reviewed too, its blunder marked and its better move drawn. A
// resigned game is reviewed from its game-over card. Learning from the mistakes: the game's own
// move tried is a miss, the better one is found by the search, and "Show me" draws it. A review
// stopped halfway goes on where it stopped after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BLUNDERED, FINISHED, appForTests, click, longTasks, pageClock, shot, startByte, starts, watchLongTasks } from './harness.mjs';

const app = appForTests();
const { fresh } = starts(app);


/** Waits for the review to finish; the time it took, in ms. */
async function reviewed(page) {
  const started = Date.now();
  await page.locator('[data-testid=review-progress]').waitFor();
  await page.locator('[data-testid=review-progress]').waitFor({ state: 'detached', timeout: 120_000 });
  assert.equal(await page.locator('[data-testid=review-trouble]').count(), 0, 'the review ran to its end');
  return Date.now() - started;
}

test('a game with a blunder is reviewed: summary, graph, marks and the better move', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(app.url + BLUNDERED);
  await page.locator('.board [data-square="a1"]').waitFor();
  // The review runs on the study page, which the button loads: the observer is set up in it as
  // it starts (and in every page after, to no harm), and the tasks are counted from the review's
  // start on, not the page's own start.
  await watchLongTasks(page);
  await page.locator('[data-testid=review-start]').click();
  await page.waitForURL(/study\.html#\/byte$/);
  await page.locator('[data-testid=review-progress]').waitFor();
  const begun = await pageClock(page);
  const ms = await reviewed(page);
  const positions = await page.locator('.review-graph .graph-step').count();
  const long = await longTasks(page, begun);
  console.log(`reviewed ${positions} positions in ${ms} ms; long tasks: ${JSON.stringify(long)}`);
  assert.equal(positions, 41, 'a column of the graph for each position (forced passes too)');
  assert.deepEqual(long.filter((d) => d > 50), [], 'no main-thread task over 50 ms');

  // The page went down to the review's panel, and the board beside it stayed in the window.
  const board = await page.locator('.board-wrap').boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0 && board.y >= 0 && board.y + board.height <= 900, `board ${JSON.stringify(board)}, page scrolled ${scrolled}px`);

  // Each side's accuracy and faults.
  for (const side of ['white', 'black']) {
    assert.match(await page.locator(`[data-testid=review-${side}]`).innerText(), /\d+%/);
  }
  assert.ok(await page.locator('.review-graph .fault').count() >= 1, 'the faults are marked on the graph');
  const blunders = page.locator('[data-testid=move-list] .verdict-mark.blunders');
  assert.ok(await blunders.count() >= 1, 'a blunder is marked in the move list');
  assert.equal(await blunders.first().innerText(), '??');
  await page.screenshot({ path: shot('review-done.png'), fullPage: true });

  // To the position before the first blunder, by the graph: the move said, the better one drawn.
  const after = Number(await blunders.first().locator('xpath=..').getAttribute('data-after'));
  await page.locator(`.review-graph .graph-step[data-k="${after - 1}"]`).click({ force: true });
  await page.locator('[data-testid=review]').waitFor();
  assert.match(await page.locator('[data-testid=review-move]').innerText(), /played \S+ here: a blunder\. Better was \S+/);
  assert.equal(await page.locator('.arrow.better').count(), 1, 'the better move is drawn as an arrow');
  // Its score as a number, on request.
  assert.doesNotMatch(await page.locator('[data-testid=review-standing]').innerText(), /\+\d/);
  await page.locator('[data-testid=review-number]').check();
  assert.match(await page.locator('[data-testid=review-standing]').innerText(), /\((White|Black) \+\d+\)|\(0\)|win/);
  await page.screenshot({ path: shot('review-blunder.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the board stays at the top while the panel below it is read.
  await page.locator('[data-testid=review-move]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const [onPhone, said] = await Promise.all(['.board-area .board', '[data-testid=review-move]'].map((s) => page.locator(s).boundingBox()));
  assert.ok(onPhone.y >= 0 && said.y >= onPhone.y + onPhone.height && said.y + said.height <= 844,
    `on a phone: board ${JSON.stringify(onPhone)}, the move said ${JSON.stringify(said)}`);
  await page.screenshot({ path: shot('review-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
});


for (const [game, link] of Object.entries(FINISHED)) {
  test(`a finished game of ${game} is reviewed: the graph, a blunder marked, its better move drawn`, async () => {
    const { page } = app;
    await fresh(page);
    await page.goto(app.url + link);
    await page.locator('[data-testid=game-over]').waitFor();
    await page.locator('[data-testid=review-game]').click();
    const ms = await reviewed(page);
    const positions = await page.locator('.review-graph .graph-step').count();
    console.log(`${game}: reviewed ${positions} positions in ${ms} ms`);
    assert.equal(positions, await page.locator('[data-testid=move-list] [data-after]').count() + 1, 'a column a position');
    // A blunder, or a win thrown away (both "??").
    const blunders = page.locator('[data-testid=move-list] :is(.verdict-mark.blunders, .verdict-mark.wins-thrown-away)');
    assert.ok(await blunders.count() >= 1, 'a blunder is marked');
    const after = Number(await blunders.first().locator('xpath=..').getAttribute('data-after'));
    await page.locator(`.review-graph .graph-step[data-k="${after - 1}"]`).click({ force: true });
    assert.match(await page.locator('[data-testid=review-move]').innerText(), /here: (a blunder|threw away a won game)\. Better was \S+/);
    // A move is an arrow; a checker taken off (Sight Reduction) is its square marked.
    assert.ok(await page.locator('.board .arrow.better, .board .mark.better-from').count() >= 1, 'the better move is drawn');
    await page.screenshot({ path: shot(`review-${game}.png`) });
  });
}

test('a resigned game is reviewed from its game-over card', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'two-players' });
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7'); await click(page, 'b8');
  await page.locator('[data-testid=resign]').click();
  await page.locator('[data-testid=resign-yes]').click();
  await page.locator('[data-testid=review-game]').click();
  await reviewed(page);
  assert.equal(await page.locator('.review-graph .graph-step').count(), 3);
  assert.match(await page.locator('[data-testid=review-standing]').innerText(), /^It thinks /);
});

test('learn from your mistakes: a miss, a move found, and the better move shown', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(app.url + BLUNDERED);
  await page.locator('[data-testid=review-start]').click();
  await reviewed(page);
  // Both sides are played by people here: a button each, by name.
  const learn = page.locator('[data-testid^=learn-]');
  assert.match(await learn.first().innerText(), /^Learn from (White|Black)\u2019s mistakes \(\d+\)$/);
  await learn.first().click();
  const practice = page.locator('[data-testid=practice]');
  await practice.waitFor();
  assert.equal(await page.locator('.board-area > .board-wrap').count(), 0, 'the practice board is in the board\'s place');
  assert.equal(await page.locator('.play-actions').isVisible(), false, 'the game\'s own buttons are put away');
  assert.match(await page.locator('[data-testid=practice-asked]').innerText(),
    /^Fault 1 of \d+: (White|Black) played \S+ here, .+\. Find a better move for (White|Black)\.$/);
  // On to a fault whose moves are clicked square to square (no level picked in a stack), in
  // either side's list.
  const moves = async () => Promise.all(['data-played', 'data-better'].map(async (a) => (await practice.getAttribute(a)).split(' ')));
  const fault = async () => (await page.locator('[data-testid=practice-asked]').innerText()).match(/^Fault (\d+) of (\d+)/).slice(1).map(Number);
  let [played, better] = await moves();
  for (let side = 0; played[0].includes(':') || better[0].includes(':');) {
    const [k, n] = await fault();
    await page.locator('[data-testid=practice-show]').click();
    if (k < n) {
      await page.locator('[data-testid=practice-next]').click();
    } else {
      side += 1;
      assert.ok(side < await learn.count(), 'a fault whose moves are clicked square to square');
      await page.locator('[data-testid=practice-stop]').click();
      await learn.nth(side).click();
      await practice.waitFor();
    }
    [played, better] = await moves();
  }
  const said = page.locator('[data-testid=practice-said]');
  await click(page, played[1]); await click(page, played[2]);
  await page.locator('[data-testid=practice-said].wrong').waitFor();
  assert.equal(await said.innerText(), `${played[0]} is the move played in the game. Try again.`);
  await click(page, better[1]); await click(page, better[2]);
  await page.locator('[data-testid=practice-said].right').waitFor();
  assert.match(await said.innerText(), new RegExp(`^Yes: ${better[0]} is the (best|only) move`));
  await page.screenshot({ path: shot('practice-found.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('practice-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Back to the game, and again from the first fault: "Show me" says and draws the better move.
  await page.locator('[data-testid=practice-stop]').click();
  await page.locator('.board-area > .board-wrap').waitFor();
  await learn.first().click();
  await page.locator('[data-testid=practice-show]').click();
  assert.match(await said.innerText(), /^Better was \S+/);
  assert.equal(await practice.locator('.arrow.better').count(), 1, 'the better move is drawn');
});

test('a review stopped halfway is taken up again after a reload', async () => {
  const { page } = app;
  await fresh(page);
  await page.goto(app.url + BLUNDERED);
  await page.locator('[data-testid=review-start]').click();
  const at = () => page.evaluate(() => Number(document.querySelector('[data-testid=review-progress]')?.textContent.match(/position (\d+)/)?.[1] ?? 0));
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=review-progress]')?.textContent.match(/position (\d+)/)?.[1] ?? 0) >= 10);
  await page.locator('[data-testid=review-stop]').click();
  await page.reload();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.equal(await page.locator('[data-testid=review-start]').innerText(), 'Go on with the review');
  await page.locator('[data-testid=review-start]').click();
  assert.ok(await at() >= 10, 'on from where it stopped');
  await page.locator('[data-testid=review-progress]').waitFor({ state: 'detached', timeout: 120_000 });
  assert.equal(await page.locator('.review-graph .graph-step').count(), 41);
  assert.equal(await page.locator('[data-testid=review-trouble]').count(), 0);
});
