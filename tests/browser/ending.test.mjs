// The end of a game, in a real headless Chromium: resigning against the computer (asked twice,
// the card saying who resigned, after how many moves, the game kept as ended); a draw offered
// by link with a move and accepted in another browser, the end reaching the first by the link
// back; and the card's Share falling back to the copied link where the browser has no share sheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, click, friendOpens, moves, shot, startByte, starts, storedWhen } from './harness.mjs';

const app = appForTests();
const { home, fresh } = starts(app);

test('resigning against the computer ends the game, asked first, and the card says how', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'vs-computer-black' });
  assert.equal(await page.locator('[data-testid=offer-draw]').count(), 0, 'the computer is offered no draw');
  await click(page, 'd2'); await click(page, 'c3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
  await page.locator('[data-testid=resign]').click();
  await page.locator('[data-testid=resign-no]').click();
  assert.equal(await page.locator('[data-testid=game-over]').count(), 0, '"Play on" keeps the game going');
  await page.locator('[data-testid=resign]').click();
  await page.locator('[data-testid=resign-yes]').click();
  const card = page.locator('[data-testid=game-over]');
  await card.waitFor();
  assert.equal(await page.locator('[data-testid=game-over-title], .game-over-title').innerText(), 'White resigned: Black wins');
  assert.equal(await page.locator('[data-testid=game-over-summary]').innerText(), 'After 2 moves and under a minute.');
  assert.equal(await page.locator('[data-testid=game-over-standing]').innerText(), 'White: 0 of 2 stacks · Black: 0 of 2 stacks');
  assert.equal(await page.locator('[data-testid=resign]').count(), 0, 'no resigning twice');
  assert.equal(await page.locator('[data-testid=undo]').isDisabled(), true, 'a resignation is not taken back');
  const box = await card.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 800, `the card is in view at 1280x800: ${JSON.stringify(box)}`);
  await page.screenshot({ path: shot('resigned.png') });
  await storedWhen(page, ({ games }) => games.some((g) => JSON.parse(g.record).moves.at(-1) === 'resign'));

  // The card's Share: this browser has no share sheet, so the link is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined', 'no share sheet in this browser');
  await page.locator('[data-testid=share-game]').click();
  await page.locator('[data-testid=shared]', { hasText: 'Copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(app.url + '#/byte/game?') && link.includes('resign'), link);

  // The library says how it ended, and so does the game opened again.
  await page.reload();
  await page.locator('[data-testid=game-over]').waitFor();
  assert.equal(await page.locator('.game-over-title').innerText(), 'White resigned: Black wins');
  await home(page);
  await page.locator('[data-testid=your-games]').click();
  await page.locator('[data-testid=library-game]', { hasText: 'White resigned: Black wins' }).waitFor();
});

test('a draw offered by link with a move is accepted in another browser', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'by-link' });
  await page.locator('[data-testid=offer-draw]').click();
  await page.locator('[data-testid=draw-offered]').waitFor();
  assert.equal(await page.locator('[data-testid=offer-draw]').count(), 0, 'one offer at a time');
  await click(page, 'b6'); await click(page, 'a5');
  const sent = await page.locator('[data-testid=friend-link-text]').inputValue();
  assert.ok(sent.includes('offer%20draw;b6-a5'), sent);

  const { friend, other, errors } = await friendOpens(page, sent);
  try {
    assert.deepEqual(await moves(other), ['b6-a5'], 'the offer is no move');
    const offer = other.locator('[data-testid=draw-offer]');
    assert.equal(await offer.locator('p').innerText(), 'White offers a draw. Accept it, or make a move to play on.');
    const box = await offer.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `the offer is in view on a phone: ${JSON.stringify(box)}`);
    await other.screenshot({ path: shot('draw-offered-phone.png') });
    await other.locator('[data-testid=accept-draw]').click();
    await other.locator('[data-testid=game-over]').waitFor();
    assert.equal(await other.locator('.game-over-title').innerText(), 'Drawn by agreement');
    const reply = await other.locator('[data-testid=friend-link-text]').inputValue();
    assert.ok(reply.endsWith('accept%20draw'), reply);
    assert.deepEqual(errors, []);

    // Back on the first device, the link back ends the game there too.
    await page.goto(reply);
    await page.locator('[data-testid=game-over]').waitFor();
    assert.equal(await page.locator('.game-over-title').innerText(), 'Drawn by agreement');
    assert.equal(await page.locator('[data-testid=draw-offer]').count(), 0);
  } finally {
    await friend.close();
  }
});

test('a move declines a draw offered on the same device', async () => {
  const { page } = app;
  await home(page);
  await startByte(page, { players: 'two-players' });
  await page.locator('[data-testid=offer-draw]').click();
  await click(page, 'b6'); await click(page, 'a5');
  await page.locator('[data-testid=draw-offer]').waitFor();
  assert.match(await page.locator('[data-testid=draw-offer] p').innerText(), /^White offers a draw/);
  await click(page, 'a7'); await click(page, 'b8');
  assert.equal(await page.locator('[data-testid=draw-offer]').count(), 0, 'the move declined it');
  assert.equal(await page.locator('[data-testid=game-over]').count(), 0);
  await page.locator('[data-testid=offer-draw]').waitFor();
});
