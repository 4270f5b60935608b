// Settings, in a real headless Chromium: the themes (with the contrast of pieces, targets,
// the last move and the selection measured against both square colours, and of the main
// buttons' words against their colour), move hints off, move confirmation, animation speed and
// sound; each kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, forget, click, moves, shot, startByte } from './harness.mjs';

const app = appForTests();

async function settings(page, change) {
  await page.locator('[data-testid=settings]').click();
  await page.locator('[data-testid=settings-dialog]').waitFor();
  await change();
  await page.locator('[data-testid=settings-close]').click();
  await page.locator('[data-testid=settings-dialog]').waitFor({ state: 'detached' });
}

async function fresh(page) {
  await page.goto(app.url);
  await forget(page);
  await page.goto(app.url);
}

/** The WCAG contrast ratio of two CSS colours, as the browser computes them ("rgb(…)"). */
function contrast(a, b) {
  const lum = (text) => {
    const [r, g, bl] = (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
      .map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** WCAG contrast ratios of each item's colours against the dark and the light squares: an item
 *  passes against a square when one of its colours (its fill, its outline, a mark's edge or core)
 *  reaches 3:1. */
async function contrasts(page) {
  const { squares, items } = await page.evaluate(() => {
    const colours = (selector, props) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const style = getComputedStyle(el);
      return props.map((p) => style[p]).filter((c) => c && c !== 'none' && !c.startsWith('rgba'));
    };
    return {
      squares: { dark: getComputedStyle(document.querySelector('.board .square.dark')).fill,
        light: getComputedStyle(document.querySelector('.board .square.light')).fill },
      items: {
        'white checker': [...colours('.board .checker.white', ['fill', 'stroke'])],
        'black checker': [...colours('.board .checker.black', ['fill', 'stroke'])],
        'target': [...colours('.board .target-dot', ['fill', 'stroke'])],
        'last move': [...colours('.board .mark.last-to .mark-edge', ['stroke']), ...colours('.board .mark.last-to .mark-core', ['stroke'])],
        'selection': [...colours('.board .mark.selected .mark-edge', ['stroke']), ...colours('.board .mark.selected .mark-core', ['stroke'])],
      },
    };
  });
  const out = {};
  for (const [item, cs] of Object.entries(items)) {
    for (const [name, square] of Object.entries(squares)) {
      out[`${item} on ${name}`] = Math.max(...cs.map((c) => contrast(c, square)));
    }
  }
  return out;
}

test('every theme keeps pieces and marks at 3:1 on both square colours, and survives a reload', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7');   // Black's a7 selected, its target b8 marked; b6-a5 is the last move
  for (const theme of ['wood', 'dark', 'colour-blind', 'high-contrast']) {
    await settings(page, () => page.locator(`[data-testid=theme-${theme}]`).check());
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
    const measured = await contrasts(page);
    console.log(`${theme}: ${Object.entries(measured).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
    for (const [what, ratio] of Object.entries(measured)) assert.ok(ratio >= 3, `${theme}: ${what} is ${ratio.toFixed(2)}:1`);
  }
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'high-contrast', 'kept');
  await page.screenshot({ path: shot('theme-high-contrast-byte.png') });
});

test('every theme keeps the words of the home page\'s main buttons at 4.5:1 on their colour', async () => {
  const { page } = app;
  await fresh(page);
  for (const theme of ['wood', 'dark', 'colour-blind', 'high-contrast']) {
    await settings(page, () => page.locator(`[data-testid=theme-${theme}]`).check());
    // The buttons' colours ease from the last theme's.
    await page.waitForFunction(() => [...document.querySelectorAll('button.primary')].every((b) => b.getAnimations().length === 0));
    const buttons = await page.evaluate(() => [...document.querySelectorAll('button.primary')]
      .map((b) => [b.innerText, getComputedStyle(b).color, getComputedStyle(b).backgroundColor]));
    const ratios = buttons.map(([words, ink, paper]) => [words, contrast(ink, paper)]);
    assert.ok(ratios.length > 0, 'the home page has main buttons');
    for (const [words, ratio] of ratios) assert.ok(ratio >= 4.5, `${theme}: "${words}" is ${ratio.toFixed(2)}:1`);
  }
});

test('screenshots of the colour-blind and high-contrast themes, Byte and Sight Reduction, desktop and phone', async () => {
  const { page } = app;
  await fresh(page);
  await page.locator('[data-testid=play-sight-reduction]').click();
  await page.locator('[data-testid=two-players]').check();
  await page.locator('[data-testid=start]').click();
  await page.locator('.board [data-square="d8"]').waitFor();
  await page.locator('[data-testid=show-removable]').check();
  for (const theme of ['colour-blind', 'high-contrast']) {
    await settings(page, () => page.locator(`[data-testid=theme-${theme}]`).check());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.board [data-square="b2"]').hover();
    await page.screenshot({ path: shot(`theme-${theme}-sight-reduction.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.board [data-square="b2"]').hover();
    await page.screenshot({ path: shot(`theme-${theme}-sight-reduction-phone.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(app.url);
  await startByte(page);
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7');
  await page.screenshot({ path: shot('theme-high-contrast-byte-selected.png') });
  await settings(page, () => page.locator('[data-testid=theme-colour-blind]').check());
  await page.screenshot({ path: shot('theme-colour-blind-byte.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('theme-colour-blind-byte-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('hints off: no targets shown, and the move still plays', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await settings(page, () => page.locator('[data-testid=hints]').uncheck());
  await click(page, 'b6');
  assert.equal(await page.locator('.board .mark.selected').count(), 1);
  assert.equal(await page.locator('.board .mark.target').count(), 0);
  assert.equal(await page.locator('.board .target-dot').count(), 0);
  await click(page, 'a5');
  assert.deepEqual(await moves(page), ['b6-a5']);
});

test('confirmation on: a move waits for Confirm, and Cancel changes nothing', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await settings(page, () => page.locator('[data-testid=confirm]').check());
  await click(page, 'b6'); await click(page, 'a5');
  await page.locator('[data-testid=confirm-move]').waitFor();
  assert.deepEqual(await moves(page), [], 'not played yet');
  assert.equal(await page.locator('.board .arrow.pending').count(), 1, 'shown as an arrow');
  await page.locator('[data-testid=cancel-move]').click();
  assert.deepEqual(await moves(page), []);
  assert.equal(await page.locator('.board [data-square="b6"]').getAttribute('data-stack'), 'w');
  await click(page, 'b6'); await click(page, 'a5');
  await page.locator('[data-testid=confirm-move]').click();
  assert.deepEqual(await moves(page), ['b6-a5']);
  // By keyboard: Confirm has the focus as soon as a move waits, so Enter plays it.
  await click(page, 'a7'); await click(page, 'b6');
  await page.locator('[data-testid=confirm-move]').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'confirm-move');
  await page.keyboard.press('Enter');
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b6']);
});

test('animation speed and sound: off means no animation; sound plays without a page error', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await settings(page, async () => {
    await page.locator('[data-testid=motion-off]').check();
    await page.locator('[data-testid=sound]').check();
  });
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--motion').trim()), '0');
  await click(page, 'b6'); await click(page, 'a5');
  await page.waitForTimeout(100);
  const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  assert.equal(running, 0);
  await page.reload();
  await page.locator('.board').waitFor();
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('checkerbox.settings')).sound), true, 'kept');
});
