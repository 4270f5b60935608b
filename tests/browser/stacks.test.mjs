// Who owns a stack, in a real headless Chromium: the bottom checker's band, on a phone's board at
// its smallest usual size (390x844, Byte's 10x10), is at least 4 px tall where it shows and at
// 3:1 or more against the checker above it and the square under it, in every theme and with the
// device's dark scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, forget, shot } from './harness.mjs';

const app = appForTests();

// c3: a white checker under a black one; e3: a black one under a white one (10x10, three stacks
// won, so that sixteen checkers on the board add up).
const START = '10x10 white won:2-1 b2=w c3=wb e3=bw g3=wbbw d4=bwwbbw f4=b';

/** The band of the stack on `square`: its height where it shows (px, its fill alone, at its
 *  middle), its box, and the WCAG contrast of its fill against the checker above it and the
 *  square under it. */
function band(page, square) {
  return page.evaluate((name) => {
    const hit = document.querySelector(`.board-area .board [data-square="${name}"]`).getBoundingClientRect();
    const inside = (r) => r.left >= hit.left && r.right <= hit.right && r.top >= hit.top && r.bottom <= hit.bottom;
    const el = [...document.querySelectorAll('.board-area .board .stack .checker-band')]
      .find((b) => inside(b.getBoundingClientRect()));
    const box = el.getBoundingClientRect();
    // Down its middle, the points where the band's fill is the stack's topmost paint, its
    // outline and the outline of the checker above left out.
    const toBoard = el.getScreenCTM().inverse();
    const x = box.left + box.width / 2;
    const step = 0.05;
    let shown = 0;
    for (let y = box.top; y <= box.bottom; y += step) {
      const top = document.elementsFromPoint(x, y).find((e) => e.closest('.stack'));
      const p = new DOMPoint(x, y).matrixTransform(toBoard);
      const at = new DOMPoint(p.x, p.y);
      if (top === el && el.isPointInFill(at) && !el.isPointInStroke(at)) shown += step;
    }
    const rgb = (e, prop = 'fill') => (getComputedStyle(e)[prop].match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const ratio = (a, b) => { const [p, q] = [lum(a), lum(b)].sort((m, n) => n - m); return (p + 0.05) / (q + 0.05); };
    // The checker above: the next disc's side; the square: the one the stack stands on.
    const above = el.parentElement.nextElementSibling.querySelector('.checker-rim');
    const under = document.elementsFromPoint(hit.left + 1, hit.top + 1).find((e) => e.matches('.square'));
    return {
      px: shown, box: { top: box.top, height: box.height, width: box.width },
      owner: el.classList.contains('white') ? 'white' : 'black',
      above: ratio(rgb(el), rgb(above)), square: ratio(rgb(el), rgb(under)),
      colours: { band: getComputedStyle(el).fill, above: getComputedStyle(above).fill, square: getComputedStyle(under).fill },
    };
  }, square);
}

async function theme(page, id) {
  await page.locator('[data-testid=settings]').click();
  await page.locator(`[data-testid=theme-${id}]`).check();
  await page.locator('[data-testid=settings-close]').click();
  await page.locator('[data-testid=settings-dialog]').waitFor({ state: 'detached' });
}

test('on a phone the bottom checker shows as a band of 4 px or more at 3:1, in every theme', async () => {
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(app.url);
    await forget(page);
    await page.reload();
    await page.goto(`${app.url}#/byte/game?players=person,person&start=${encodeURIComponent(START)}&moves=`);
    await page.locator('.board-area .board [data-square="a1"]').waitFor();
    const board = await page.locator('.board-area .board').boundingBox();
    console.log(`board ${board.width.toFixed(0)} px wide: ${(board.width / 1076).toFixed(3)} px a unit`);
    for (const [id, scheme] of [['device', 'light'], ['device', 'dark'], ['wood', 'light'], ['dark', 'light'],
      ['colour-blind', 'light'], ['high-contrast', 'light']]) {
      await page.emulateMedia({ colorScheme: scheme });
      await theme(page, id);
      const name = id === 'device' ? `device (${scheme})` : id;
      for (const [square, owner] of [['c3', 'white'], ['e3', 'black']]) {
        const b = await band(page, square);
        console.log(`${name} ${owner} under ${owner === 'white' ? 'black' : 'white'}: band ${b.px.toFixed(2)} px `
          + `(box ${b.box.height.toFixed(2)} px), contrast with the checker above ${b.above.toFixed(2)}, `
          + `with the square ${b.square.toFixed(2)}; ${JSON.stringify(b.colours)}`);
        assert.equal(b.owner, owner, `${square}'s band is its bottom checker's`);
        assert.ok(b.px >= 4, `${name}: ${square}'s band shows ${b.px.toFixed(2)} px`);
        assert.ok(b.above >= 3, `${name}: ${square}'s band against the checker above is ${b.above.toFixed(2)}:1`);
        assert.ok(b.square >= 3, `${name}: ${square}'s band against its square is ${b.square.toFixed(2)}:1`);
      }
      await page.screenshot({ path: shot(`stacks-phone-${id}-${scheme}.png`) });
    }
  } finally {
    await page.emulateMedia({ colorScheme: null });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
