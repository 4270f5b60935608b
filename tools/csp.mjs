// Each page's Content-Security-Policy (index.html, and study.html written from it) allows no
// inline script but the page's loader, which names this build's files, so the policy's placeholder
// 'inline-scripts' is replaced, in the staging directory, with each inline script's sha256, after
// the glue's minifier has renamed the glue in the loader. (`trunk serve` would fill in a
// live-reload script as it serves the page, after this hash, which the policy would refuse:
// tools/serve.sh serves with --no-autoreload.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function hashInlineScripts(staging, page) {
  const html = path.join(staging, page);
  const index = fs.readFileSync(html, 'utf8');
  const scripts = [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = scripts.map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`);
  if (!index.includes("'inline-scripts'")) throw new Error(`${page}'s policy has no 'inline-scripts' to replace`);
  fs.writeFileSync(html, index.replace("'inline-scripts'", hashes.join(' ')));
}
