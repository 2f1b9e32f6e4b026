// Draws the demo product photos the commerce stories show (the keys of
// @atelier/test-utils/product-fixtures) as the API's renditions: thumb 400 px and detail
// 800 px, WebP and JPEG, into public/media/demo/{key}/. Uses the system Chromium's canvas, so
// nothing is downloaded. Run once after changing a drawing:
//   node apps/storybook/scripts/draw-demo-products.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const outDir = fileURLToPath(new URL('../public/media/demo/', import.meta.url));
const SIZES = { thumb: 400, detail: 800 };

// Runs in the page: one drawing per product on an 800 × 800 design grid.
function drawAll(sizes) {
  const jar = (ctx, x, y, w, h, r, fill) => {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fillStyle = fill;
    ctx.fill();
  };
  const backdrop = (ctx, top, bottom) => {
    const g = ctx.createLinearGradient(0, 0, 0, 800);
    g.addColorStop(0, top);
    g.addColorStop(1, bottom);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 800, 800);
    // a table edge and a soft shadow under the product
    ctx.fillStyle = 'rgb(0 0 0 / 0.04)';
    ctx.fillRect(0, 600, 800, 200);
    ctx.beginPath();
    ctx.ellipse(400, 640, 230, 34, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgb(40 30 20 / 0.18)';
    ctx.filter = 'blur(12px)';
    ctx.fill();
    ctx.filter = 'none';
  };
  const label = (ctx, x, y, w, h, text, sub, ink = '#3b2f25', paper = '#fbf7f0') => {
    jar(ctx, x, y, w, h, 6, paper);
    ctx.fillStyle = ink;
    ctx.textAlign = 'center';
    ctx.font = '600 30px Georgia, serif';
    ctx.fillText(text, x + w / 2, y + h / 2 + 2);
    ctx.font = '16px Georgia, serif';
    ctx.fillText(sub, x + w / 2, y + h / 2 + 30);
  };
  const flame = (ctx, x, y) => {
    const g = ctx.createRadialGradient(x, y + 10, 2, x, y, 60);
    g.addColorStop(0, 'rgb(255 214 130 / 0.7)');
    g.addColorStop(1, 'rgb(255 214 130 / 0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - 60, y - 70, 120, 120);
    ctx.beginPath();
    ctx.moveTo(x, y - 44);
    ctx.quadraticCurveTo(x + 14, y - 10, x, y + 4);
    ctx.quadraticCurveTo(x - 14, y - 10, x, y - 44);
    ctx.fillStyle = '#f6b445';
    ctx.fill();
  };
  const drawings = {
    'lavender-candle'(ctx) {
      backdrop(ctx, '#ece6f1', '#dcd2e6');
      jar(ctx, 270, 330, 260, 300, 34, 'rgb(176 128 84 / 0.92)');
      jar(ctx, 284, 344, 232, 40, 16, '#f4ecdf');
      ctx.fillStyle = 'rgb(255 255 255 / 0.18)';
      ctx.fillRect(296, 390, 22, 220);
      ctx.fillStyle = '#2b2521';
      ctx.fillRect(397, 318, 6, 30);
      flame(ctx, 400, 316);
      label(ctx, 300, 450, 200, 110, 'LAVENDER', 'soy candle · 200g');
      // a sprig of lavender beside the jar
      ctx.strokeStyle = '#6f7d57';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.moveTo(600, 630);
      ctx.quadraticCurveTo(610, 480, 640, 380);
      ctx.stroke();
      for (let i = 0; i < 12; i += 1) {
        ctx.beginPath();
        ctx.ellipse(640 - i * 2.5 + (i % 2 ? 10 : -8), 390 + i * 14, 9, 13, 0.4, 0, Math.PI * 2);
        ctx.fillStyle = i % 3 ? '#8a6fb0' : '#7a5fa2';
        ctx.fill();
      }
    },
    'black-cherry-diffuser'(ctx) {
      backdrop(ctx, '#f4e6e3', '#e8d3cf');
      ctx.strokeStyle = '#5b4636';
      ctx.lineWidth = 4;
      for (const [dx, top] of [
        [-110, 120],
        [-60, 90],
        [-20, 80],
        [30, 95],
        [80, 110],
        [130, 140],
      ]) {
        ctx.beginPath();
        ctx.moveTo(400, 380);
        ctx.lineTo(400 + dx, top);
        ctx.stroke();
      }
      jar(ctx, 300, 360, 200, 270, 40, 'rgb(94 28 40 / 0.94)');
      jar(ctx, 372, 336, 56, 34, 6, '#2a2220');
      ctx.fillStyle = 'rgb(255 255 255 / 0.16)';
      ctx.fillRect(318, 400, 16, 200);
      label(ctx, 325, 470, 150, 96, 'BLACK', 'cherry · 200ml', '#5e1c28');
      // gift box
      jar(ctx, 520, 520, 150, 110, 6, '#f7f1e8');
      ctx.fillStyle = '#8c2f3c';
      ctx.fillRect(586, 520, 18, 110);
    },
    'wood-wick-candle'(ctx) {
      backdrop(ctx, '#e7ebe2', '#d6dccf');
      jar(ctx, 240, 380, 320, 250, 28, '#2f2a26');
      jar(ctx, 256, 392, 288, 34, 14, '#efe4cf');
      ctx.fillStyle = '#9a6b3f';
      ctx.fillRect(360, 366, 80, 12);
      flame(ctx, 400, 364);
      label(ctx, 300, 470, 200, 100, 'CEDAR', 'wood wick candle', '#efe4cf', '#3d3631');
    },
    'fragrance-oil'(ctx) {
      backdrop(ctx, '#f4eee4', '#e7ddcd');
      jar(ctx, 320, 380, 160, 250, 26, 'rgb(160 92 30 / 0.92)');
      jar(ctx, 350, 330, 100, 60, 10, '#1f1b18');
      jar(ctx, 372, 250, 56, 90, 26, '#26211d');
      ctx.fillStyle = 'rgb(255 255 255 / 0.2)';
      ctx.fillRect(336, 410, 14, 190);
      label(ctx, 335, 470, 130, 100, 'MUSK', 'oil · 50ml');
      // second bottle behind
      jar(ctx, 510, 470, 110, 160, 20, 'rgb(160 92 30 / 0.65)');
      jar(ctx, 535, 440, 60, 40, 8, '#1f1b18');
    },
    'soy-wax'(ctx) {
      backdrop(ctx, '#f6f1e9', '#ebe3d6');
      jar(ctx, 260, 300, 280, 330, 14, '#c8a77c');
      ctx.fillStyle = '#b79469';
      ctx.fillRect(260, 300, 280, 40);
      label(ctx, 300, 420, 200, 110, 'SOY WAX', 'natural · 1kg');
      for (let i = 0; i < 40; i += 1) {
        const a = (i * 137.5 * Math.PI) / 180;
        const r = 12 + ((i * 29) % 90);
        ctx.beginPath();
        ctx.ellipse(
          560 + Math.cos(a) * r * 1.4,
          600 + Math.sin(a) * r * 0.35,
          16,
          10,
          a,
          0,
          Math.PI * 2,
        );
        ctx.fillStyle = i % 2 ? '#fbf8f2' : '#f1ebe0';
        ctx.fill();
      }
    },
  };
  const out = {};
  for (const [key, draw] of Object.entries(drawings)) {
    for (const [size, px] of Object.entries(sizes)) {
      const canvas = document.createElement('canvas');
      canvas.width = px;
      canvas.height = px;
      const ctx = canvas.getContext('2d');
      ctx.scale(px / 800, px / 800);
      draw(ctx);
      out[`${key}/${size}.webp`] = canvas.toDataURL('image/webp', 0.8);
      out[`${key}/${size}.jpg`] = canvas.toDataURL('image/jpeg', 0.82);
    }
  }
  return out;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const files = await page.evaluate(drawAll, SIZES);
  for (const [name, dataUrl] of Object.entries(files)) {
    const file = path.join(outDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
    console.log(name);
  }
} finally {
  await browser.close();
}
