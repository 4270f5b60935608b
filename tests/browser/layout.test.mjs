// The play screen's layout, in a real headless Chromium: the board takes the height left under the
// top bar on a desktop, every board shape as tall as the 8x8, the panels close beside it, a
// lesson's board as tall with its words beside it, the study's boards with their tools beside
// them, a board size the player picks and keeps, the game's end beside the board and never over
// it; on a phone, every screen opening at its top, the controls' first row on the first screen
// under every board, fingers' targets and no sideways scrolling down to 320 px; and the dark
// theme the device asks for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BLUNDERED, appForTests, click, shot } from './harness.mjs';

const app = appForTests();

/** Runs `body` with the window at `width`x`height`, then gives the harness's 1280x900 back to
 *  the tests after, whatever happened. */
async function atSize(page, width, height, body) {
  await page.setViewportSize({ width, height });
  try {
    return await body();
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

/** Starts a game of `game` for two people at this device, on the board whose button reads `board`. */
async function start(page, game, board) {
  await page.goto(app.url);
  await page.locator(`[data-testid=play-${game}]`).click();
  if (board) await page.getByText(board).click();
  await page.locator('[data-testid=two-players]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board-area .board [data-square="a1"]').waitFor();
}

/** The board's box, the side column's and the top bar's. */
async function boxes(page) {
  const [board, side, head, bar] = await Promise.all(
    ['.board-area .board', '.play > .side-column', '.play-head', '.topbar'].map((s) => page.locator(s).first().boundingBox()),
  );
  return { board, side, head, bar };
}

const BOARDS = [
  ['byte', null], ['byte', '10×10 international'], ['basic', null],
  ['pyle', null], ['pyle', '10×10 · 10 men each'], ['sight-reduction', null],
];

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  test(`at ${width}x${height} the board takes the height, every shape as tall, the panels close beside it`, async () => {
    const { page } = app;
    await atSize(page, width, height, async () => {
      const heights = {};
      for (const [game, board] of BOARDS) {
        await start(page, game, board);
        const { board: b, side, head, bar } = await boxes(page);
        const room = height - bar.height;
        const name = `${game}${board ? ' 10x10' : ''}`;
        console.log(`${width}x${height} ${name}: board ${Math.round(b.width)}x${Math.round(b.height)} of ${room} under the top bar`);
        assert.ok(b.height >= 0.8 * room, `${name}: the board is ${b.height} px tall of ${room}`);
        assert.ok(b.y + b.height <= height + 1, `${name}: the whole board is in the window`);
        const band = Math.min(side.x, head.x) - (b.x + b.width);
        assert.ok(band >= 0 && band <= 48, `${name}: ${band} px between the board and the panels`);
        heights[name] = b.height;
        await page.screenshot({ path: shot(`layout-${width}-${name.replace(' ', '-')}.png`) });
      }
      // Boards with trays above and below (Byte, Basic, Sight Reduction) are as tall as each other,
      // and so are Pyle's two, which have none.
      for (const name of ['byte 10x10', 'basic', 'sight-reduction']) {
        assert.ok(Math.abs(heights[name] - heights.byte) <= 2, `${name} ${heights[name]} against 8x8 ${heights.byte}`);
      }
      assert.ok(Math.abs(heights['pyle 10x10'] - heights.pyle) <= 2, 'Pyle 10x10 as tall as 8x8');
    });
  });
}

test('at 1280x800 a lesson\'s board takes most of the height, and its words stand beside it', async () => {
  const { page } = app;
  await atSize(page, 1280, 800, async () => {
    for (const game of ['byte', 'basic', 'pyle', 'sight-reduction']) {
      await page.goto(`${app.url}#/${game}/learn/1`);
      await page.locator('[data-testid=lesson-step]').waitFor();
      const [b, say, bar] = await Promise.all(['.lesson .board', '[data-testid=lesson-say]', '.topbar'].map((s) => page.locator(s).first().boundingBox()));
      console.log(`1280x800 ${game} lesson: board ${Math.round(b.width)}x${Math.round(b.height)}, its words from x ${Math.round(say.x)}`);
      assert.ok(b.height >= 0.7 * (800 - bar.height), `${game}: the lesson's board is ${b.height} px tall`);
      assert.ok(b.y + b.height <= 800, `${game}: the whole board is in the window`);
      assert.ok(say.x >= b.x + b.width && say.y < b.y + b.height / 2, `${game}: the step's words are beside the board`);
    }
  });
});

test('at 1280x800 the analysis board and the position editor have their board and tools in the window', async () => {
  const { page } = app;
  await atSize(page, 1280, 800, async () => {
    await page.goto(app.url + BLUNDERED);
    await page.locator('.board [data-square="a1"]').waitFor();
    const inWindow = async (name, selectors) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const selector of selectors) {
        const box = await page.locator(selector).first().boundingBox();
        assert.ok(box.y >= 0 && box.y + box.height <= 800, `${name}: ${selector} at ${box.y}..${box.y + box.height}`);
      }
    };
    await page.locator('[data-testid=analyse]').click();
    await page.locator('[data-testid=analysis-think]').check();
    await page.locator('[data-testid=top-move]').first().waitFor({ timeout: 20000 });
    await inWindow('analysis', ['[data-testid=analysis] .board', '[data-testid=analysis-close]', '[data-testid=top-move]']);
    await page.locator('[data-testid=analysis-close]').click();
    await page.locator('[data-testid=set-up]').click();
    await inWindow('editor', ['[data-testid=editor] .board', '[data-testid=editor-play]', '[data-testid=editor-close]']);
    await page.locator('[data-testid=editor-close]').click();
  });
});

test('the board size picked in Settings is kept over a reload', async () => {
  const { page } = app;
  await atSize(page, 1280, 800, async () => {
    await start(page, 'byte', null);
    const largest = (await boxes(page)).board.height;
    await page.locator('[data-testid=settings]').click();
    await page.locator('[data-testid=board-size-small]').check();
    await page.locator('[data-testid=settings-close]').click();
    const small = (await boxes(page)).board.height;
    assert.ok(small < 0.7 * largest && small > 0.55 * largest, `small ${small} against largest ${largest}`);
    await page.reload();
    await page.locator('.board-area .board [data-square="a1"]').waitFor();
    assert.ok(Math.abs((await boxes(page)).board.height - small) <= 1, 'kept');
    await page.locator('[data-testid=settings]').click();
    await page.locator('[data-testid=board-size-largest]').check();
    await page.locator('[data-testid=settings-close]').click();
  });
});

test("the game's end stands beside the board on a desktop and above it on a phone, never over it", async () => {
  const { page } = app;
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await atSize(page, width, height, async () => {
      await page.goto(app.url);
      await page.locator('.cards').waitFor();
      // White has one stack won; lifting c3's top checker onto d4 wins the second, and the game.
      const start = '8x8 white won:1-0 c3=bw d4=wbbbbbw h8=wwwwwww';
      await page.goto(`${app.url}#/byte/game?players=person,person&start=${encodeURIComponent(start)}&moves=`);
      await page.locator('.board-area .board [data-square="a1"]').waitFor();
      await click(page, 'c3');
      await click(page, 'd4');
      const card = page.locator('[data-testid=game-over]');
      await card.waitFor();
      const c = await card.boundingBox();
      const b = (await boxes(page)).board;
      const overlaps = c.x < b.x + b.width && b.x < c.x + c.width && c.y < b.y + b.height && b.y < c.y + c.height;
      assert.ok(!overlaps, `${width}: the card ${JSON.stringify(c)} covers the board ${JSON.stringify(b)}`);
      if (width < 800) assert.ok(c.y + c.height <= b.y, 'on a phone the card is above the board');
      await page.screenshot({ path: shot(`layout-game-over-${width}.png`) });
    });
  }
});

test('on a phone every new screen opens at its top, from a scrolled home and a scrolled rules page', async () => {
  const { page } = app;
  await atSize(page, 390, 844, async () => {
    await page.goto(app.url);
    await page.locator('.cards').waitFor();
    await page.locator('[data-testid=play-sight-reduction]').scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => window.scrollY) > 200, 'the home screen is scrolled');
    await page.locator('[data-testid=play-sight-reduction]').click();
    await page.locator('[data-testid=two-players]').check();
    await page.locator('[data-testid=start]').click();
    await page.locator('.board-area .board [data-square="a1"]').waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the game opens at its top');
    assert.ok(await page.locator('[data-testid=status]').isVisible());

    await page.goto(`${app.url}#/pyle/rules`);
    await page.locator('[data-testid=rules-play]').scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => window.scrollY) > 200, 'the rules page is scrolled');
    await page.locator('[data-testid=rules-play]').click();
    await page.locator('[data-testid=two-players]').check();
    await page.locator('[data-testid=start]').click();
    await page.locator('.board-area .board [data-square="a1"]').waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the game opens at its top');
  });
});

test('on a phone the controls\' first row is on the first screen under every board shape', async () => {
  const { page } = app;
  await atSize(page, 390, 844, async () => {
    for (const [game, board] of BOARDS) {
      await start(page, game, board);
      const name = `${game}${board ? ' 10x10' : ''}`;
      const b = await page.locator('.board-area .board').boundingBox();
      const undo = await page.locator('[data-testid=undo]').boundingBox();
      console.log(`390x844 ${name}: board ${Math.round(b.width)}x${Math.round(b.height)}, Undo's foot at ${Math.round(undo.y + undo.height)}`);
      assert.ok(undo.y + undo.height <= 844, `${name}: Undo ends at ${undo.y + undo.height} px, under the first screen`);
      assert.ok(b.width >= 0.6 * 390, `${name}: the board is only ${b.width} px wide`);
    }
  });
});

test('at 320 px nothing scrolls sideways, and the play screen\'s buttons are at least 44 px tall', async () => {
  const { page } = app;
  await atSize(page, 320, 640, async () => {
    for (const game of ['byte', 'basic', 'pyle', 'sight-reduction']) {
      await start(page, game, null);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 320, `${game}: the page is ${wide} px wide`);
      const small = await page.evaluate(() => [...document.querySelectorAll('.topbar button, .play-head button, .play-actions button')]
        .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
        .map((b) => `${b.textContent.trim() || b.getAttribute('aria-label')} ${b.getBoundingClientRect().height}`));
      assert.deepEqual(small, [], `${game}: buttons under 44 px`);
    }
    await page.goto(app.url);
    await page.locator('.cards').waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 320, 'the home screen too');
    await page.screenshot({ path: shot('layout-320-home.png') });
  });
});

test('the dark theme follows the device until the player picks a theme', async () => {
  const { page } = app;
  const paper = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = async () => {
    const [r, g, b] = (await paper()).match(/\d+/g).map(Number);
    return r + g + b > 382;
  };
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await start(page, 'byte', null);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'device');
    assert.equal(await light(), false, 'dark paper on a dark device');
    await page.screenshot({ path: shot('layout-dark-byte.png') });
    await page.locator('[data-testid=settings]').click();
    await page.locator('[data-testid=theme-wood]').check();
    assert.equal(await light(), true, 'the light wood picked stays light');
    await page.locator('[data-testid=theme-device]').check();
    await page.locator('[data-testid=settings-close]').click();
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await light(), true, 'light paper on a light device');
  } finally {
    await page.emulateMedia({ colorScheme: null });
  }
});
