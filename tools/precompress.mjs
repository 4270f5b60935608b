// Writes `<file>.gz` beside each text file and wasm of a release build, with zopfli (15
// iterations), for hosts that serve precompressed files (nginx `gzip_static on;`, Caddy
// `precompressed gzip`): about 5% smaller than zlib's best, which a host compressing on the fly
// would send (the page's wasm: 405,807 bytes at zlib -9, 385,091 with zopfli). A .gz is kept only
// if it is no larger than zlib -9's and smaller than the file itself.
//
// Called last by the post-build hook (tools/service-worker.mjs: Trunk runs a stage's hooks side by
// side, so this cannot be a hook of its own), after the service worker is written: sw.js gets
// its .gz, and its list, made before, names none. Also runs by itself on a built folder:
//
//   node tools/precompress.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';

const COMPRESSIBLE = new Set(['.wasm', '.js', '.css', '.html', '.json', '.svg', '.webmanifest']);

/** Every compressible file under `dir`, with its path relative to it. */
function compressible(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) return compressible(path.join(dir, entry.name), rel + '/');
    return COMPRESSIBLE.has(path.extname(entry.name)) ? [rel] : [];
  });
}

export async function precompress(dir) {
  const start = performance.now();
  let raw = 0;
  let level9 = 0;
  let written = 0;
  let kept = 0;
  for (const rel of compressible(dir)) {
    const file = path.join(dir, rel);
    const data = fs.readFileSync(file);
    const best = zlib.gzipSync(data, { level: 9 }).length;
    const gz = await gzipAsync(data, { numiterations: 15 });
    fs.rmSync(`${file}.gz`, { force: true });
    if (gz.length > best || gz.length >= data.length) continue;
    fs.writeFileSync(`${file}.gz`, gz);
    raw += data.length;
    level9 += best;
    written += gz.length;
    kept++;
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`precompressed ${kept} files: ${raw} bytes, ${level9} at zlib -9, ${written} with zopfli (${seconds} s)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await precompress(path.resolve(process.argv[2] ?? 'dist'));
}
