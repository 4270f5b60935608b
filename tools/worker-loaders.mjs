// The workers' loaders, dist/<worker>_loader.js, as Trunk 0.21 writes them, start their glue with
// `wasm_bindgen("./<worker>_bg.wasm")`: a form wasm-bindgen 0.2.130 calls deprecated, and says so
// in the console each time a worker starts. This passes the path as the object it asks for.
import fs from 'node:fs';
import path from 'node:path';

export function fixWorkerLoaders(staging) {
  for (const file of fs.readdirSync(staging).filter((f) => f.endsWith('_loader.js'))) {
    const at = path.join(staging, file);
    const text = fs.readFileSync(at, 'utf8');
    const fixed = text.replace(/wasm_bindgen\(("[^"]+")\)/, 'wasm_bindgen({ module_or_path: $1 })');
    if (fixed === text && !text.includes('module_or_path')) throw new Error(`worker-loaders: ${file} starts its glue in a form not known`);
    fs.writeFileSync(at, fixed);
  }
}
