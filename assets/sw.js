// Checkerbox's service worker: the whole app is cached on the first visit, so that it loads and
// plays offline from then on. `tools/service-worker.mjs` writes the build's version and file list
// into this template at each build (as dist/sw.js), so a new build is a new service worker with a
// cache of its own: it waits until the page, told that a new version is ready, asks it to take
// over; then the old cache is deleted. Nothing here ever fetches from another host.
const VERSION = '__VERSION__';
/** Every file of the build, relative to this script (and so to the app's own sub-path). */
const FILES = __FILES__;
const CACHE = `checkerbox-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', ...FILES])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('checkerbox-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page says when the player chose to reload into the new version.
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true })
      ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
    return hit ?? fetch(request);
  })());
});
