// The review's speed in the browser's worker: a game of each two-player game with a blunder in it
// (the browser tests' games, BLUNDERED and FINISHED) reviewed through the page, as a player asks
// for it, on the built app (dist/, from `trunk build --release`) in headless Debian Chromium. For
// each, prints the positions, the whole review's time and the time a position, and the longest
// main-thread task the page saw meanwhile. The same games' native figures are
// `cargo bench --bench review -- --games 1 --deep 1 --game <game>` (its own games, alike in kind).
//
//   node tools/review-speed.mjs
import { BLUNDERED, FINISHED, longTasks, open, pageClock, watchLongTasks } from '../tests/browser/harness.mjs';

const games = { byte: BLUNDERED, ...FINISHED };
const app = await open();
try {
  const { page } = app;
  await watchLongTasks(page);
  for (const [game, link] of Object.entries(games)) {
    // Opened from its link on the play page, whose Review button leads to the study page, which
    // holds the review: the time counts from the click, the study page's load included, and the
    // long tasks are the study page's, from the review's start on (as the browser test counts).
    await page.goto(app.url + link);
    await page.locator('.board [data-square="a1"]').waitFor();
    await page.waitForTimeout(500);
    const start = Date.now();
    await page.locator('[data-testid=review-start]').click();
    await page.waitForURL(new RegExp(`study\\.html#/${game}$`));
    await page.locator('[data-testid=review-progress]').waitFor();
    const begun = await pageClock(page);
    await page.locator('[data-testid=review-progress]').waitFor({ state: 'detached', timeout: 300_000 });
    const ms = Date.now() - start;
    const positions = await page.locator('.review-graph .graph-step').count();
    const longest = Math.max(0, ...(await longTasks(page, begun)));
    console.log(`${game.padEnd(16)} ${String(positions).padStart(4)} positions  ${(ms / 1000).toFixed(1).padStart(6)} s  ${(ms / positions).toFixed(0).padStart(5)} ms a position  longest task ${longest} ms`);
  }
} finally {
  await app.close();
}
