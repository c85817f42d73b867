// Renders the Saved Sets empty-state illustration (sets-and-study §3: /images/empty_saved_sets.png).
// The artwork is the SVG below, in the brand palette of apps/web/src/styles.css; Chromium draws it on a
// transparent background at twice its size (sharp edges on dense screens) and sharp packs it as a
// palette PNG. Regenerate after editing the SVG:  node scripts/render-empty-saved-sets.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const WIDTH = 320;
const HEIGHT = 240;
const SCALE = 2;
const out = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'images', 'empty_saved_sets.png');

// Brand indigo (50-900), a rose for the like, amber for sparkle.
const c = {
  b50: '#eef2ff',
  b100: '#e0e7ff',
  b200: '#c7d2fe',
  b300: '#a5b4fc',
  b400: '#818cf8',
  b500: '#6366f1',
  b600: '#4f46e5',
  b700: '#4338ca',
  ink: '#0f172a',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  rose: '#f43f5e',
  amber: '#fbbf24',
};

const sparkle = (x, y, r, fill) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

const svg = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="glow" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.b100}"/>
      <stop offset="1" stop-color="${c.b50}"/>
    </linearGradient>
    <linearGradient id="ribbon" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${c.b500}"/>
      <stop offset="1" stop-color="${c.b700}"/>
    </linearGradient>
    <filter id="shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}">
      <feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="${c.b700}" flood-opacity="0.18"/>
    </filter>
  </defs>

  <!-- backdrop -->
  <ellipse cx="160" cy="124" rx="128" ry="96" fill="url(#glow)"/>
  <ellipse cx="160" cy="212" rx="92" ry="9" fill="${c.b200}" opacity="0.55"/>
  <path d="M52 150 C 34 112, 52 64, 96 50" fill="none" stroke="${c.b300}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>

  <!-- the stack of cards -->
  <g filter="url(#shadow)">
    <rect x="98" y="58" width="132" height="92" rx="14" fill="${c.b300}" transform="rotate(-11 164 104)"/>
    <rect x="100" y="62" width="132" height="92" rx="14" fill="${c.b200}" transform="rotate(7 166 108)"/>
    <g transform="rotate(-2 160 126)">
      <rect x="92" y="78" width="140" height="100" rx="14" fill="#ffffff"/>
      <rect x="92" y="78" width="140" height="100" rx="14" fill="none" stroke="${c.b100}" stroke-width="2"/>
      <rect x="108" y="98" width="54" height="9" rx="4.5" fill="${c.b600}"/>
      <rect x="108" y="118" width="96" height="7" rx="3.5" fill="${c.slate200}"/>
      <rect x="108" y="132" width="80" height="7" rx="3.5" fill="${c.slate200}"/>
      <rect x="108" y="152" width="34" height="12" rx="6" fill="${c.b50}"/>
      <rect x="113" y="156" width="24" height="4" rx="2" fill="${c.b400}"/>
      <!-- bookmark ribbon: the "saved" mark -->
      <path d="M200 74 h20 v40 l-10 -8 l-10 8 z" fill="url(#ribbon)"/>
    </g>
  </g>

  <!-- like badge -->
  <g filter="url(#shadow)">
    <circle cx="86" cy="72" r="19" fill="#ffffff"/>
  </g>
  <path d="M86 81 C 74 73, 74 63, 80.5 62 C 83.5 61.5, 85.5 63.5, 86 65 C 86.5 63.5, 88.5 61.5, 91.5 62 C 98 63, 98 73, 86 81 Z" fill="${c.rose}"/>

  <!-- magnifier: finding sets to save -->
  <g transform="rotate(-12 246 170)">
    <g filter="url(#shadow)">
      <circle cx="244" cy="160" r="22" fill="#ffffff"/>
    </g>
    <circle cx="244" cy="160" r="22" fill="none" stroke="${c.b700}" stroke-width="6"/>
    <circle cx="244" cy="160" r="13" fill="${c.b50}"/>
    <path d="M236 154 a10 10 0 0 1 9 -5" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
    <rect x="259" y="176" width="10" height="28" rx="5" fill="${c.b700}" transform="rotate(-45 264 190)"/>
  </g>

  <!-- sparkles -->
  ${sparkle(250, 56, 9, c.amber)}
  ${sparkle(270, 88, 5, c.b400)}
  ${sparkle(62, 176, 6, c.b400)}
  ${sparkle(118, 36, 4, c.amber)}
  <circle cx="284" cy="126" r="3" fill="${c.b300}"/>
  <circle cx="42" cy="118" r="3" fill="${c.b300}"/>
</svg>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: SCALE });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  const shot = await page.locator('svg').screenshot({ omitBackground: true });
  mkdirSync(join(out, '..'), { recursive: true });
  const info = await sharp(shot).png({ palette: true, colours: 128, effort: 10, compressionLevel: 9 }).toFile(out);
  console.log(`${out}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
}
