// The library in the browser's database (IndexedDB), in a real headless Chromium: two tabs playing
// one game, neither losing a kept move and each told when its view was stale; 500 finished games
// listed and loaded quickly; the games of the version before moved over from local storage with
// nothing lost; a full store said in view, with room made by deleting old finished games; a
// move whose write had not landed when the page left kept all the same; the browser asked to
// keep the games for good only once one is kept; and Settings saying how many games are kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForTests, click, forget, keptMoves, moves, putStored, shot, startByte, storedAside, starts, storedGames, storedWhen } from './harness.mjs';

const app = appForTests();

const REFUSED_HERE = 'That move was not kept: this game had moved on in another tab. Here it is as it stands there.';
const PLAYED_ELSEWHERE = 'This game was played on in another tab: here it is as it stands now.';
const DAY = 24 * 60 * 60 * 1000;

const { home, fresh } = starts(app);

/** A browser that keeps `games` alone, seeded in its store, on the home screen. */
async function keepingOnly(page, games) {
  await forget(page);
  await home(page);
  await putStored(page, games);
}

/** Plays the first legal move found (squares in order, the first target), for the side to move;
 *  from the `last` square instead, for another move than that. */
async function anyMove(page, { last = false } = {}) {
  const squares = await page.locator('.board .hit').evaluateAll(
    (els) => els.filter((e) => e.dataset.stack).map((e) => e.dataset.square));
  squares.sort();
  if (last) squares.reverse();
  for (const sq of squares) {
    await click(page, sq);
    const targets = await page.locator('.board .mark.target').evaluateAll((els) => els.map((e) => e.dataset.at));
    if (targets.length) {
      await click(page, targets.sort()[0]);
      return;
    }
    await click(page, sq); // deselect
  }
  throw new Error('no legal move found');
}

/** Plays a move in `page` and waits until its move list has `count` moves. */
async function moveTo(page, count, options) {
  // The tab in front, as the player's would be: a tab behind gets no animation frames.
  await page.bringToFront();
  await anyMove(page, options);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .move').length === n, count);
}

/** A finished Byte game's record as the app stores it: White wins its second stack with c3-d4
 *  (a game opened by link, played, and read back from the page's own store). */
async function finishedRecord(page) {
  await fresh(page);
  const start = '8x8 white won:1-1 c3=w d4=wbbbbbw';
  await page.goto(`${app.url}#/byte/game?players=person,person&start=${encodeURIComponent(start)}&moves=`);
  await page.locator('.board [data-square="a1"]').waitFor();
  await click(page, 'c3'); await click(page, 'd4');
  await page.locator('[data-testid=game-over]').waitFor();
  const stored = await storedWhen(page, ({ games }) => games.find((g) => JSON.parse(g.record).moves.length === 1));
  return stored.record;
}

/** `n` finished games of `record`, last changed `age` ms ago and before (one a minute). */
function finishedGames(record, n, { age = 0, prefix = 'seeded' } = {}) {
  const now = Date.now();
  return Array.from({ length: n }, (_, k) => ({
    id: `${prefix}${String(k).padStart(4, '0')}`, game: 'byte', updated: now - age - k * 60_000, revision: 1, record,
  }));
}

test('two tabs on one game: every move kept, a tab on an older state told, and each shows the game as stored', async () => {
  const { page, context } = app;
  await fresh(page);
  await startByte(page, { players: 'two-players' });
  const { id } = await keptMoves(page, 'byte', 0);
  // The second tab holds back the other tab's news while asked to (window.holdNews), so that it
  // can move on a state it has not yet heard is old.
  const other = await context.newPage();
  other.on('pageerror', (e) => app.errors.push(`page error (second tab): ${e.message}`));
  other.on('console', (m) => { if (m.type() === 'error') app.errors.push(`console error (second tab): ${m.text()}`); });
  await other.addInitScript(() => {
    window.holdNews = false;
    window.held = [];
    const Channel = window.BroadcastChannel;
    window.BroadcastChannel = class extends Channel {
      set onmessage(f) {
        super.onmessage = f && ((e) => (window.holdNews ? window.held.push(() => f(e)) : f(e)));
      }
      get onmessage() { return super.onmessage; }
    };
  });
  try {
    await other.goto(`${app.url}#/byte`);
    await other.locator('.board [data-square="a1"]').waitFor();
    assert.deepEqual(await moves(other), []);
    const note = (p) => p.locator('[data-testid=note]');

    // A moves; B hears, shows it, then moves; A hears and shows it.
    await moveTo(page, 1);
    await other.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 1, null, { timeout: 5000 })
      .catch(() => {});
    assert.deepEqual(await moves(other), await moves(page),
      'the second tab follows the move made in the first');
    assert.equal(await note(other).innerText(), PLAYED_ELSEWHERE);
    assert.deepEqual(await moves(other), await moves(page));
    await moveTo(other, 2);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .move').length === 2);
    assert.equal(await note(page).innerText(), PLAYED_ELSEWHERE);
    assert.deepEqual(await moves(page), await moves(other));
    await keptMoves(page, 'byte', 2);

    // B moves on a state it has not heard is old: its move is refused, and it shows the stored game.
    await other.evaluate(() => { window.holdNews = true; });
    await moveTo(page, 3);
    await keptMoves(page, 'byte', 3);
    const kept = await moves(page);
    // B's own third move, on the state after move 2, and another than A's (the same move, made
    // on both, would be nothing to follow).
    await moveTo(other, 3, { last: true });
    await other.locator('[data-testid=note]', { hasText: REFUSED_HERE }).waitFor();
    assert.deepEqual(await moves(other), kept, 'the stale tab shows the game as stored');
    await other.evaluate(() => { window.holdNews = false; window.held.splice(0).forEach((f) => f()); });
    assert.deepEqual(await moves(other), kept);
    assert.deepEqual(JSON.parse((await keptMoves(page, 'byte', 3)).record).moves, kept, 'the refused move was not stored');

    // Both alternate, each waiting to see the other's move.
    for (let n = 4; n <= 8; n++) {
      const [mover, follower] = n % 2 ? [page, other] : [other, page];
      await moveTo(mover, n);
      await follower.waitForFunction((k) => document.querySelectorAll('[data-testid=move-list] .move').length === k, n);
      assert.deepEqual(await moves(follower), await moves(mover));
    }
    const all = await moves(page);
    assert.equal(all.length, 8);
    assert.deepEqual(JSON.parse((await keptMoves(page, 'byte', 8)).record).moves, all, 'every move kept');

    // A third tab, opened now, finds every move kept, in the library and on the board.
    const third = await context.newPage();
    try {
      await third.goto(app.url);
      await third.locator('[data-testid=your-games]').click();
      const row = third.locator('[data-testid=library-game]');
      await row.first().waitFor();
      assert.equal(await row.count(), 1);
      assert.match(await row.first().innerText(), /8 moves/);
      await row.first().locator('[data-testid=library-open]').click();
      await third.locator('.board [data-square="a1"]').waitFor();
      assert.deepEqual(await moves(third), all);
    } finally {
      await third.close();
    }
    const { games } = await storedGames(page);
    assert.deepEqual(games.map((g) => g.id), [id], 'one game, not two');
  } finally {
    await other.close();
  }
});

test('a library of 500 finished games is listed in under a second, and the app starts with it', async () => {
  const { page } = app;
  const record = await finishedRecord(page);
  await keepingOnly(page, finishedGames(record, 500));
  // The first board (the home screen) with 500 games kept.
  const t0 = Date.now();
  await page.reload();
  await page.locator('[data-testid=play-byte]').waitFor();
  const started = Date.now() - t0;
  // The library is the study page's: the click loads it, and the time counts its start.
  const t1 = Date.now();
  await page.locator('[data-testid=your-games]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=library-game]').length >= 500, null, { timeout: 10_000 });
  const listed = Date.now() - t1;
  assert.equal(await page.locator('[data-testid=library-game]').count(), 500);
  console.log(`500 games: home screen after reload ${started} ms; listed ${listed} ms after the click, the study page loaded`);
  assert.ok(listed < 1000, `listed in ${listed} ms`);
  assert.ok(started < 5000, `started in ${started} ms`);
  await forget(page);
});

test('the games local storage kept for the release before move to the database on first start, nothing lost', async () => {
  const { page } = app;
  const finished = await finishedRecord(page);
  await fresh(page);
  // An unfinished game of two moves, played here and read back, to go on with afterwards.
  await startByte(page, { players: 'two-players' });
  await moveTo(page, 1);
  await moveTo(page, 2);
  const unfinished = (await keptMoves(page, 'byte', 2)).record;
  await forget(page);
  await home(page);
  const entries = {
    'checkerbox.games.old1': `byte 1700000000000\n${finished}`,
    'checkerbox.games.old2': `byte 1700000100000\n${finished}`,
    'checkerbox.games.inplay': `byte 1700000200000\n${unfinished}`,
  };
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    localStorage.setItem('checkerbox.byte.current', 'inplay');
  }, entries);
  await page.reload();
  await page.locator('[data-testid=continue-byte]').waitFor();
  // Every game in the database, its record and time as they were; the local copies gone.
  const stored = await storedWhen(page, (s) => (s.games.length === 3 ? s : null));
  const byId = Object.fromEntries(stored.games.map((g) => [g.id, g]));
  assert.deepEqual(Object.keys(byId).sort(), ['inplay', 'old1', 'old2']);
  assert.equal(byId.old1.record, finished);
  assert.equal(byId.old2.record, finished);
  assert.equal(byId.inplay.record, unfinished);
  assert.deepEqual([byId.old1.updated, byId.old2.updated, byId.inplay.updated], [1700000000000, 1700000100000, 1700000200000]);
  assert.deepEqual(stored.current, { byte: 'inplay' });
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => /^checkerbox\.(games\.|byte\.current)/.test(k)).length === 0);
  // The game in progress goes on.
  assert.equal(await page.locator('[data-testid=continue-byte]').innerText(), 'Continue (2 moves)');
  await page.locator('[data-testid=continue-byte]').click();
  await page.locator('.board [data-square="a1"]').waitFor();
  const before = await moves(page);
  await moveTo(page, 3);
  const after = JSON.parse((await keptMoves(page, 'byte', 3)).record).moves;
  assert.deepEqual(after.slice(0, 2), before);
  await home(page);
  await page.locator('[data-testid=your-games]').click();
  await page.locator('[data-testid=library-game]').first().waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid=library-game]').count(), 3, await page.locator('.library').innerText());
});

test('a full store is said in view, with old finished games offered for deletion; deleting them keeps the game again', async () => {
  const { page, context } = app;
  const record = await finishedRecord(page);
  // Five finished games of over a month ago, and two of ten days ago, which a month's choice keeps.
  const old = finishedGames(record, 5, { age: 40 * DAY, prefix: 'old' });
  const recent = finishedGames(record, 2, { age: 10 * DAY, prefix: 'recent' });
  await keepingOnly(page, [...old, ...recent]);
  await page.reload();
  await page.locator('[data-testid=play-byte]').waitFor();
  const origin = new URL(app.url).origin;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  let played;
  try {
    // Chromium's database trusts the space it last found free for half a minute: wait until a
    // write of a database of its own is refused.
    await page.evaluate(async () => {
      const write = () => new Promise((resolve) => {
        const open = indexedDB.open('checkerbox-probe');
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('probe', 'readwrite');
          tx.objectStore('probe').put('x'.repeat(1000), 1);
          tx.oncomplete = () => { db.close(); resolve(true); };
          tx.onabort = () => { db.close(); resolve(false); };
        };
        open.onerror = () => resolve(false);
      });
      const end = Date.now() + 60_000;
      while (await write()) {
        if (Date.now() > end) throw new Error('the tiny quota never took hold');
        await new Promise((r) => setTimeout(r, 2000));
      }
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await startByte(page, { players: 'two-players' });
    await moveTo(page, 1);
    const refused = page.locator('[data-testid=storage-refused]');
    await refused.waitFor();
    assert.match(await refused.innerText(), /This browser's storage is full/);
    const button = refused.locator('[data-testid=make-room-delete]');
    const age = refused.locator('[data-testid=make-room-age]');
    assert.equal(await age.inputValue(), '1', 'a month by default');
    assert.equal(await button.innerText(), 'Delete 5 finished games');
    // Each age says what it deletes: a week takes the recent two as well.
    await age.selectOption({ label: 'a week' });
    assert.equal(await button.innerText(), 'Delete 7 finished games');
    await age.selectOption({ label: 'a year' });
    assert.equal(await button.innerText(), 'No finished game is that old');
    assert.ok(await button.isDisabled());
    await age.selectOption({ label: 'a month' });
    assert.equal(await button.innerText(), 'Delete 5 finished games');
    for (const [width, height, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
      await page.setViewportSize({ width, height });
      const box = await refused.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width,
        `the notice is in view at ${width}x${height}: ${JSON.stringify(box)}`);
      await page.screenshot({ path: shot(`storage-full-${name}.png`) });
    }
    played = await moves(page);
    assert.equal(played.length, 1);
  } finally {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await page.setViewportSize({ width: 1280, height: 900 });
    await cdp.detach();
    await page.evaluate(() => new Promise((resolve) => { indexedDB.deleteDatabase('checkerbox-probe').onsuccess = resolve; }));
  }
  // Room made: the old games go, the notice goes, and the game is kept with its move.
  await page.locator('[data-testid=make-room-delete]').click();
  await page.locator('[data-testid=storage-refused]').waitFor({ state: 'detached' });
  const stored = await storedWhen(page, (s) => (s.games.some((g) => g.id.startsWith('old')) ? null : s));
  const game = stored.games.find((g) => g.id === stored.current.byte);
  assert.ok(game, 'the game in progress is kept');
  assert.deepEqual(JSON.parse(game.record).moves, played);
  assert.equal(stored.games.filter((g) => g.id.startsWith('recent')).length, 2, 'the recent finished games stay');
  assert.equal(stored.games.length, 3);
});

test('a move whose write has not landed when the page leaves is kept all the same', async () => {
  const { page } = app;
  await fresh(page);
  await startByte(page, { players: 'two-players' });
  for (let n = 1; n <= 4; n++) await moveTo(page, n);
  await keptMoves(page, 'byte', 4);
  // Another connection holds the games store, so the next move's write waits in flight; the
  // reload then ends both, as closing the tab would.
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('checkerbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction(['games'], 'readwrite').objectStore('games');
      const again = () => { store.get('none').onsuccess = again; };
      again();
      resolve();
    };
  }));
  await anyMove(page);
  const five = await moves(page);
  assert.equal(five.length, 5);
  await page.reload();
  await page.locator('.board [data-square="a1"]').waitFor();
  assert.deepEqual(await moves(page), five, 'the move whose write was in flight is on the board');
  await keptMoves(page, 'byte', 5);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('checkerbox.games.')).length), 0,
    'local storage held it only until the database had it');
});

test('the browser is asked to keep the games for good once a game is kept, not on the first visit', async () => {
  const { page } = app;
  await page.goto(app.url);
  await forget(page);
  // Counted across this page's loads; the browser says it does not yet keep them for good.
  await page.addInitScript(() => {
    const manager = Object.getPrototypeOf(navigator.storage);
    window.persistAsked = 0;
    manager.persisted = () => Promise.resolve(false);
    const persist = manager.persist;
    manager.persist = function () { window.persistAsked += 1; return persist.call(this); };
  });
  await home(page);
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.persistAsked), 0, 'not on a first load');
  await startByte(page, { players: 'two-players' });
  await keptMoves(page, 'byte', 0);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.persistAsked), 0, 'not for a game with no move');
  await moveTo(page, 1);
  await keptMoves(page, 'byte', 1);
  await page.waitForFunction(() => window.persistAsked > 0);
  await moveTo(page, 2);
  await keptMoves(page, 'byte', 2);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.persistAsked), 1, 'once');
});

test('Settings says how many games are kept, the space used, and whether they are kept for good', async () => {
  const { page } = app;
  const record = await finishedRecord(page);
  await keepingOnly(page, finishedGames(record, 3));
  for (const [width, height, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
    await page.setViewportSize({ width, height });
    await home(page);
    await page.locator('[data-testid=settings]').click();
    await page.locator('[data-testid=settings-dialog]').waitFor();
    const used = page.locator('[data-testid=storage-used]');
    await used.locator('p', { hasText: 'games are kept' }).waitFor();
    const text = await used.innerText();
    assert.match(text, /Your games/);
    assert.match(text, /3 games are kept in this browser\./);
    assert.match(text, /Checkerbox uses \S+.* of its storage; .* is free\./);
    assert.match(text, /The browser (keeps them for good|may clear them)/);
    await used.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`settings-storage-${name}.png`) });
    await page.locator('[data-testid=settings-close]').click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a stored game that cannot be read is set aside in the database, not dropped; the newest three kept', async () => {
  const { page } = app;
  await fresh(page);
  // Two games whose fields do not read (no record; a game of no name), and one that reads.
  const record = JSON.stringify({ game: 'byte', seats: ['Person', 'Person'], start: '8x8 white won:1-1 c3=w d4=wbbbbbw', moves: ['c3-d4'] });
  await putStored(page, [
    { id: 'bad1', game: 'byte', updated: 1, revision: 1 },
    { id: 'bad2', game: 'no such game', updated: 2, revision: 1, record },
    { id: 'good', game: 'byte', updated: 3, revision: 1, record },
  ]);
  await home(page);
  const aside = await storedAsideWhen(page, (a) => a.length >= 2);
  assert.deepEqual(aside.map((a) => a.id).sort(), ['bad1', 'bad2'], 'each set aside as found');
  const { games } = await storedGames(page);
  assert.deepEqual(games.map((g) => g.id), ['good']);
  // Two more, later: of the four set aside, the newest three stay.
  await page.waitForTimeout(20);
  await putStored(page, [{ id: 'bad3', game: 'byte', updated: 4, revision: 1 }]);
  await home(page);
  await storedAsideWhen(page, (a) => a.some((x) => x.id === 'bad3'));
  await page.waitForTimeout(20);
  await putStored(page, [{ id: 'bad4', game: 'byte', updated: 5, revision: 1 }]);
  await home(page);
  const later = await storedAsideWhen(page, (a) => a.some((x) => x.id === 'bad4'));
  assert.equal(later.length, 3, JSON.stringify(later));
  assert.ok(later.some((x) => x.id === 'bad3') && later.some((x) => x.id === 'bad4'), 'the newest kept');
});

/** What the database holds aside, once `find` says so (5 s at most). */
async function storedAsideWhen(page, find) {
  const end = Date.now() + 5000;
  for (;;) {
    const aside = await storedAside(page);
    if (find(aside)) return aside;
    if (Date.now() > end) return aside;
    await new Promise((r) => setTimeout(r, 100));
  }
}
