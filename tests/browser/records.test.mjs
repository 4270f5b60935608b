// The library, records and links, in a real headless Chromium: every game kept as it is played
// and listed in Your games, looked through and branched off; an unreadable entry set aside, only
// the newest few kept so; a game exported as a text record and imported again; a corrupt record
// and a corrupt link each answered in words, the game in progress unchanged, the sound moves
// offered; a game played by link between two browsers; a browser that refuses to keep anything
// told at once, with the export offered; and markup and another host's address in a record or a
// link shown as text, nothing fetched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BLUNDERED, BYTE_LINK, FINISHED, appForTests, click, friendOpens, keptMoves, moves, shot, startByte, starts, storedGames, storedWhen } from './harness.mjs';

const app = appForTests();

const { home, fresh } = starts(app);

async function yourGames(page) {
  await page.locator('[data-testid=your-games]').click();
  await page.locator('.library').waitFor();
  return page.locator('[data-testid=library-game]');
}

test('every game is kept in Your games: continued, looked through, branched off, deleted', async () => {
  const { page } = app;
  await fresh(page);
  let rows = await yourGames(page);
  await page.locator('[data-testid=library-empty]').waitFor();
  await home(page);
  await startByte(page);
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7'); await click(page, 'b8');
  // A new game: the first stays in the library.
  await page.locator('[data-testid=new-game]').click();
  assert.match(await page.locator('[data-testid=replaces]').innerText(), /unfinished game \(2 moves\) stays in Your games/);
  await page.locator('[data-testid=start]').click();
  await click(page, 'd2'); await click(page, 'c3');
  rows = await yourGames(page);
  assert.equal(await rows.count(), 2);
  assert.match(await rows.nth(0).innerText(), /Byte[\s\S]*1 move/, 'the latest first');
  assert.match(await rows.nth(1).innerText(), /White to move · 2 moves/);
  await page.screenshot({ path: shot('library.png'), fullPage: true });
  // Continue the older one, look back at its first move, and play on from there.
  await rows.nth(1).locator('[data-testid=library-open]').click();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  await page.locator('[data-testid=move-list] .move').first().click();
  await page.locator('[data-testid=branch]').click();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5'], 'a new game from the position after move 1');
  rows = await yourGames(page);
  assert.equal(await rows.count(), 3);
  // Deleting asks first.
  await rows.nth(2).locator('[data-testid=library-delete]').click();
  await rows.nth(2).locator('[data-testid=library-delete-yes]').click();
  assert.equal(await rows.count(), 2);
  await storedWhen(page, ({ games }) => games.length === 2);
  await page.reload();
  // The list is drawn once the app has started again.
  await page.locator('[data-testid=library-game]').first().waitFor();
  assert.equal(await page.locator('[data-testid=library-game]').count(), 2, 'deleted for good');
});

test('of the entries set aside as unreadable, only the newest three are kept', async () => {
  const { page } = app;
  await fresh(page);
  // Four set aside earlier (the keys end in the time they were), and an entry that cannot be read.
  await page.evaluate(() => {
    for (const at of [200, 50, 300, 100]) localStorage.setItem(`checkerbox.unreadable.${at}`, `aside at ${at}`);
    localStorage.setItem('checkerbox.games.broken', 'not a saved game');
  });
  // The games local storage kept move to the database as the app starts.
  await home(page);
  await yourGames(page);
  assert.match(await page.locator('.library .notice').innerText(), /could not be read, so it was set aside/);
  const aside = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('checkerbox.unreadable.')).map((k) => localStorage.getItem(k)).sort());
  assert.deepEqual(aside, ['aside at 200', 'aside at 300', 'not a saved game'], 'the newest kept, the oldest gone');
  assert.equal(await page.evaluate(() => localStorage.getItem('checkerbox.games.broken')), null);
});

test('a game exported as a text record opens again; a corrupt one says which move and why', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await click(page, 'b6'); await click(page, 'a5');
  await click(page, 'a7'); await click(page, 'b8');
  await page.locator('[data-testid=share]').click();
  const record = await page.locator('[data-testid=record-text]').inputValue();
  assert.match(record, /^\[Game "Byte"\]\n\[Designer "Mark Steere"\]\n/);
  assert.match(record, /\[White "person"\]\n\[Black "person"\]/);
  assert.match(record, /\[Start "8x8 white won:0-0 /);
  assert.match(record, /\n1\. b6-a5\n2\. a7-b8\n$/);
  await page.screenshot({ path: shot('share-dialog.png') });
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=share-dialog]').waitFor({ state: 'detached' });
  await click(page, 'c7'); await click(page, 'd6');
  const inProgress = await moves(page);

  // Pasted into the import dialog (opened from Your games unless it is open already).
  const importing = async (text) => {
    if (await page.locator('[data-testid=import-dialog]').count() === 0) {
      await yourGames(page);
      await page.locator('[data-testid=import]').click();
    }
    await page.locator('[data-testid=import-text]').fill(text);
    await page.locator('[data-testid=import-open]').click();
  };
  // Not a record at all, then a bad header line: said in words, nothing changed.
  await importing('hello');
  assert.match(await page.locator('[data-testid=import-error]').innerText(),
    /This game cannot be opened: it does not say which game it is.*Nothing here has changed/s);
  await importing(record.replace('[Game "Byte"]', '[Game Byte]'));
  assert.match(await page.locator('[data-testid=import-error]').innerText(), /line 1 \(“\[Game Byte\]”\) is not a header line/);
  // A bad move: named, and the moves before it offered.
  await importing(record.replace('2. a7-b8', '2. a7-a6'));
  const error = page.locator('[data-testid=import-error]');
  assert.match(await error.innerText(), /move 2 \(a7-a6\) cannot be played: a6 is a light square/);
  await page.screenshot({ path: shot('import-error.png') });
  await page.keyboard.press('Escape');
  await home(page);
  await page.locator('[data-testid=continue-byte]').click();
  assert.deepEqual(await moves(page), inProgress, 'the game in progress is unchanged');
  await importing(record.replace('2. a7-b8', '2. a7-a6'));
  await page.locator('[data-testid=keep-moves]').click();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5']);
  // The record itself opens as the game it was, from a file as well as pasted.
  await yourGames(page);
  await page.locator('[data-testid=import]').click();
  await page.locator('[data-testid=import-file]').setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
  await page.waitForFunction(() => document.querySelector('[data-testid=import-text]').value.startsWith('[Game'));
  await page.locator('[data-testid=import-open]').click();
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  await importing(record);
  await page.locator('.board').waitFor();
  assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  assert.equal(await (await yourGames(page)).count(), 4);
});

test('a corrupt link says why, and the game in progress is unchanged', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await click(page, 'b6'); await click(page, 'a5');
  // The links below open on the play page, which reads the game from the browser's storage.
  await keptMoves(page, 'byte', 1);
  for (const [hash, says] of [
    ['#/byte/game?moves=b6-a5', /This link cannot be opened: it does not say where the game starts: it may have been cut short/],
    ['#/byte/game?start=8x8%20blue', /the position it starts from cannot be/],
    ['#/byte/game?start=%ZZ', /its start is damaged/],
  ]) {
    await page.goto(app.url + hash);
    const error = page.locator('[data-testid=import-error]');
    await error.waitFor();
    assert.match(await error.innerText(), says);
    assert.ok(page.url().endsWith('#/'), 'the address is the home screen\'s');
  }
  await page.screenshot({ path: shot('link-error.png') });
  await page.locator('[data-testid=continue-byte]').click();
  assert.deepEqual(await moves(page), ['b6-a5']);
});

test('HTML and another host\'s address in a record or a link are shown as text, and nothing is fetched', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page);
  await page.locator('[data-testid=share]').click();
  const record = await page.locator('[data-testid=record-text]').inputValue();
  await page.keyboard.press('Escape');
  await yourGames(page);
  await page.locator('[data-testid=import]').click();
  const error = page.locator('[data-testid=import-error]');
  const img = '<img src=http://example.com/x.png onerror=alert(1)>';
  const script = '<script src=http://example.com/x.js></script>';
  const importing = async (text) => {
    await page.locator('[data-testid=import-text]').fill(text);
    await page.locator('[data-testid=import-open]').click();
  };
  // A header line, a computer's level and a move, each holding markup that would fetch and run:
  // each refused, and quoted in the words that say why.
  for (const [text, shown] of [
    [`[${img}]\n${record}`, '[<img src=http://example.com/x.png'],
    [record.replace('[White "person"]', `[White "computer ${script}"]`), script],
    [`${record}1. ${img}\n`, img],
  ]) {
    await importing(text);
    await page.waitForFunction((s) => document.querySelector('[data-testid=import-error]')?.innerText.includes(s), shown);
    assert.ok((await error.innerText()).includes(shown), await error.innerText());
  }
  // A header the app does not use opens as the game it is.
  await importing(record.replace('[Game "Byte"]', `[Game "Byte"]\n[Event "${script}"]`));
  await page.locator('.board').waitFor();
  await page.goto(`${app.url}#/byte/game?start=${encodeURIComponent(img)}`);
  await page.waitForFunction((s) => document.querySelector('[data-testid=import-error]')?.innerText.includes(s), img);
  // Shown, never made: no element of another host's, no script but the app's own.
  assert.equal(await page.locator('img, iframe, object, embed, a[href^="http"]').count(), 0);
  assert.equal(await page.locator('script[src*="example.com"]').count(), 0);
  // The harness fails the test on any request for another host or any breach of the page's policy.
});

test('a link whose id is another game\'s here is kept as a game of its own', async () => {
  const { page } = app;
  await fresh(page);
  // Both links name their game "review1": ids are only unique in the browser that made them.
  await page.goto(app.url + BLUNDERED);
  await page.locator('.board [data-square="a1"]').waitFor();
  await storedWhen(page, ({ current }) => current.byte === 'review1');
  await page.goto(app.url + FINISHED.basic);
  await page.locator('.board [data-square="a1"]').waitFor();
  const basic = await storedWhen(page, ({ current }) => current.basic);
  assert.notEqual(basic, 'review1');
  const { games } = await storedGames(page);
  assert.deepEqual(games.map((g) => [g.game, g.id === 'review1']).sort(), [['basic', false], ['byte', true]]);
});

test('a game played by link between two browsers', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'by-link' });
  await click(page, 'b6'); await click(page, 'a5');
  const panel = page.locator('[data-testid=friend-link]');
  await panel.waitFor();
  assert.match(await page.locator('[data-testid=status]').innerText(), /Waiting for your friend's move/);
  // While waiting, the board refuses with those words, and the link to send is in view.
  await click(page, 'a7');
  assert.match(await page.locator('[data-testid=note]').innerText(), /your friend's move/);
  assert.equal(await page.locator('.board .mark.selected').count(), 0, 'the friend\'s stack is not selected');
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await panel.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 800, `the link is in view at 1280x800: ${JSON.stringify(box)}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await page.locator('[data-testid=copy-friend-link]').click();
  await page.locator('[data-testid=friend-link] [data-testid=copied]', { hasText: 'Copied' }).waitFor();
  const sent = await page.locator('[data-testid=friend-link-text]').inputValue();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), sent, 'the link is on the clipboard');
  assert.ok(sent.startsWith(app.url + '#/byte/game?'), sent);
  await page.screenshot({ path: shot('play-by-link-sent.png') });

  // The friend, in another browser.
  const { friend, other, errors } = await friendOpens(page, sent);
  try {
    assert.deepEqual(await moves(other), ['b6-a5']);
    assert.match(await other.locator('[data-testid=status]').innerText(), /Your move \(black\)/);
    assert.ok(other.url().endsWith('#/byte'), 'the link became the game\'s own address');
    await click(other, 'a7'); await click(other, 'b8');
    const reply = await other.locator('[data-testid=friend-link-text]').inputValue();
    await other.screenshot({ path: shot('play-by-link-friend-phone.png') });
    assert.deepEqual(errors, []);

    // Back on the first device: the reply continues the same game.
    await page.goto(reply);
    await page.locator('.board [data-square="a1"]').waitFor();
    assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
    assert.match(await page.locator('[data-testid=status]').innerText(), /Your move \(white\)/);
    assert.equal(await page.locator('[data-testid=undo]').isDisabled(), true, 'the friend\'s move is not undone here');
    assert.equal(await (await yourGames(page)).count(), 1, 'one game, continued, not two');
    // An old link opened again leaves the game where it is.
    await page.goto(sent);
    await page.locator('.board [data-square="a1"]').waitFor();
    assert.deepEqual(await moves(page), ['b6-a5', 'a7-b8']);
  } finally {
    await friend.close();
  }
});

test('a browser that refuses to keep the game says so at once and offers the export', async () => {
  const context = await app.page.context().browser().newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // No database for the page (as where a browser turns storage off for a site).
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { get: () => undefined });
  });
  try {
    await page.goto(app.url + BYTE_LINK);
    const refused = page.locator('[data-testid=storage-refused]');
    await refused.waitFor();
    assert.match(await refused.innerText(), /would not keep this game: its storage is turned off/);
    assert.equal(await refused.locator('[data-testid=make-room]').count(), 0, 'no room to make');
    const box = await refused.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= page.viewportSize().height, `the notice is in view: ${JSON.stringify(box)}`);
    await click(page, 'b6'); await click(page, 'a5');
    // The study page opens the games the browser keeps: not this one, which stays here.
    await page.locator('[data-testid=analyse]').click();
    assert.match(await page.locator('[data-testid=note]').innerText(), /it is not keeping this one/);
    assert.ok(!page.url().includes('study.html'), page.url());
    // Every other way to the study page asks first, and the game stays unless the player agrees.
    let asked = '';
    page.once('dialog', (d) => { asked = d.message(); d.dismiss(); });
    await page.locator('[data-testid=your-games]').click();
    assert.match(asked, /not keeping your game/);
    assert.ok(!page.url().includes('study.html'), page.url());
    assert.deepEqual(await moves(page), ['b6-a5']);
    await refused.locator('button').click();
    assert.match(await page.locator('[data-testid=record-text]').inputValue(), /\n1\. b6-a5\n$/);
    await page.screenshot({ path: shot('storage-refused.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
