// The study page, dist/study.html (src/ui/web/study.rs): the play page's index.html with the whole
// app's wasm in place of the play page's. Trunk builds one page, so the study app is built as a
// second rust link of index.html, of type "worker" (no loader of its own, and no-modules glue that
// runs on a page as well), and this writes its page: the same head (policy, styles, manifest),
// the study glue as a script file, and one inline line that starts it (hashed into the policy
// after, with the play page's, by tools/csp.mjs).
import fs from 'node:fs';
import path from 'node:path';

export function writeStudyPage(staging) {
  const index = fs.readFileSync(path.join(staging, 'index.html'), 'utf8');
  if (!fs.existsSync(path.join(staging, 'study.js'))) throw new Error('study-page: the build has no study.js');
  const loader = /<script type="?module"?>[\s\S]*?<\/script>/;
  if (!loader.test(index)) throw new Error("study-page: index.html has no module loader to replace");
  const page = index
    .replace(loader, '<script src="./study.js"></script><script>wasm_bindgen({ module_or_path: "./study_bg.wasm" });</script>')
    // The play page's own files are preloaded there; the study page preloads its wasm instead.
    .replace(/<link[^>]*rel="?modulepreload"?[^>]*>/g, '')
    .replace(/<link[^>]*rel="?preload"?[^>]*>/g, '')
    .replace('</head>', '<link as="fetch" crossorigin href="./study_bg.wasm" rel="preload" type="application/wasm"></head>');
  fs.writeFileSync(path.join(staging, 'study.html'), page);
}
