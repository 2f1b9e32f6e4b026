// Renders the demo popup artwork (`design/popups/*.svg`) to the JPEGs the seeded popups and the
// mega-menu banner use (`public/images/popups/*.jpg`), with Debian Chromium.
//
// Why raster: a shop's popups are photos uploaded by operators. Served as SVG, each one is a
// document of its own that the browser parses, lays out (its Korean text through font
// fallback) and paints on the main thread; a JPEG decodes off the main thread.
//
// Run: pnpm --filter @atelier/storefront images:render
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser } from '@atelier/e2e';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = path.join(root, 'design/popups');
const output = path.join(root, 'public/images/popups');
// The popups are shown up to 90 % of a phone's width; twice the artwork's size keeps them
// sharp on 2× screens.
const SCALE = 2;
const QUALITY = 82;

const browser = await launchBrowser();
try {
  for (const name of readdirSync(sources).filter((file) => file.endsWith('.svg'))) {
    const svg = readFileSync(path.join(sources, name), 'utf8');
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    if (!width || !height) throw new Error(`${name}: the <svg> needs width and height`);
    const page = await browser.newPage({
      viewport: { width: Number(width), height: Number(height) },
      deviceScaleFactor: SCALE,
    });
    await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${svg}`);
    const jpeg = await page.screenshot({ type: 'jpeg', quality: QUALITY });
    const target = path.join(output, name.replace(/\.svg$/, '.jpg'));
    writeFileSync(target, jpeg);
    console.log(`${path.relative(root, target)}: ${jpeg.length} B`);
    await page.close();
  }
} finally {
  await browser.close();
}
