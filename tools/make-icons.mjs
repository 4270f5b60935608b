// Draws the app icons (assets/icon-192.png, assets/icon-512.png) from assets/favicon.svg in
// headless Debian Chromium. Run once after changing the icon: node tools/make-icons.mjs
import { createRequire } from 'node:module';
import fs from 'node:fs';
const require = createRequire(new URL('./package.json', import.meta.url).pathname);
const { chromium } = require('playwright-core');
const svg = fs.readFileSync(new URL('../assets/favicon.svg', import.meta.url).pathname, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: new URL(`../assets/icon-${size}.png`, import.meta.url).pathname, omitBackground: true });
}
await browser.close();
