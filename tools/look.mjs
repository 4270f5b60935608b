// Screenshots of each game's play screen as a player first meets it, on a desktop (1280x800 and
// 1920x1080) and a phone (390x844), into tests/browser/artifacts/look-*.png, with the board's size
// printed: for looking at the page as a player would (after `trunk build --release`).
//
//   node tools/look.mjs
import { open, shot } from '../tests/browser/harness.mjs';

const GAMES = ['byte', 'basic', 'pyle', 'sight-reduction'];
const SIZES = [['desktop', 1280, 800], ['wide', 1920, 1080], ['phone', 390, 844]];

const app = await open();
try {
  for (const [name, width, height] of SIZES) {
    await app.page.setViewportSize({ width, height });
    for (const game of GAMES) {
      await app.page.goto(app.url);
      await app.page.locator(`[data-testid=play-${game}]`).click();
      await app.page.locator('[data-testid=start]').click();
      const board = app.page.locator('.board-area .board').first();
      await board.waitFor();
      const box = await board.boundingBox();
      const top = await app.page.locator('.topbar').boundingBox();
      console.log(`${name} ${game}: board ${Math.round(box.width)}x${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)}); under the top bar ${height - Math.round(top.height)}`);
      await app.page.screenshot({ path: shot(`look-${name}-${game}.png`) });
    }
  }
  if (app.errors.length || app.foreign.length) console.log('trouble:', app.errors, app.foreign);
} finally {
  await app.close();
}
