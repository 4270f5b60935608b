// Trunk's post-build hook (see Trunk.toml): minifies the page's JS glue in release builds
// (tools/minify-glue.mjs), starts the workers' glue as it asks (tools/worker-loaders.mjs), writes
// the study page (tools/study-page.mjs), hashes each page's inline scripts into its policy (tools/csp.mjs), then writes the service worker, dist/sw.js, from its
// template (assets/sw.js) with this build's file list and a version that is the hash of those
// files, so that any change to the app is a new version and nothing else is. Last, in release
// builds, writes the files' precompressed .gz (tools/precompress.mjs), which the list leaves out.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashInlineScripts } from './csp.mjs';
import { writeStudyPage } from './study-page.mjs';
import { fixWorkerLoaders } from './worker-loaders.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) {
  console.error('service-worker.mjs runs as a Trunk hook (TRUNK_STAGING_DIR is not set)');
  process.exit(2);
}

/** Every file under `dir`, relative to it, with '/' separators, sorted. */
function files(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    return entry.isDirectory() ? files(path.join(dir, entry.name), rel + '/') : [rel];
  }).sort();
}

// Trunk runs a stage's hooks side by side, so the glue is minified here, before the files are
// listed and hashed.
// (Imported only then: a debug build needs none of the npm tools.)
if (process.env.TRUNK_PROFILE === 'release') {
  const { minifyGlue } = await import('./minify-glue.mjs');
  await minifyGlue(staging);
}
fixWorkerLoaders(staging);
// The study page is the play page's with the whole app's wasm (tools/study-page.mjs).
writeStudyPage(staging);
// The pages' policies name their inline scripts by hash, once they are final.
hashInlineScripts(staging, 'index.html');
hashInlineScripts(staging, 'study.html');

// (A .gz is written after, below: none is listed even where one is found.)
const all = files(staging).filter((f) => f !== 'sw.js' && !f.endsWith('.gz'));
// The upgrade worker is fetched only by a browser that holds games of an earlier version, when it
// opens the app (src/ui/web/earlier_games.rs): not ahead, by everyone.
const list = all.filter((f) => !f.startsWith('upgrade'));
const hash = crypto.createHash('sha256');
for (const f of all) {
  hash.update(f);
  hash.update(fs.readFileSync(path.join(staging, f)));
}
const version = hash.digest('hex').slice(0, 16);
const template = fs.readFileSync(path.join(source, 'assets/sw.js'), 'utf8');
const sw = template.replace("'__VERSION__'", JSON.stringify(version)).replace('__FILES__', JSON.stringify(list.map((f) => `./${f}`)));
fs.writeFileSync(path.join(staging, 'sw.js'), sw);
console.log(`service worker ${version}: ${list.length} files`);

if (process.env.TRUNK_PROFILE === 'release') {
  const { precompress } = await import('./precompress.mjs');
  await precompress(staging);
}
