// Renders the installable app's icons (apps/web/public/icons/) from the logo, favicon.svg.
// Run again when the logo changes: node scripts/render-app-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const web = new URL('../apps/web/public/', import.meta.url);
const logo = readFileSync(new URL('favicon.svg', web), 'utf8');
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/**
 * The logo on a square tile. `scale` is the logo's share of the side: a maskable icon keeps it inside
 * the central 80% safe zone that every launcher's mask leaves visible, so it gets less.
 */
function tile(background, scale, radius) {
  const size = 64 / scale;
  const offset = (size - 64) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${size} ${size}">
  <rect x="${-offset}" y="${-offset}" width="${size}" height="${size}" rx="${radius * size}" fill="${background}"/>
  <g transform="translate(0 3)">${inner}</g>
</svg>`;
}

const icons = [
  { name: 'icon-192.png', size: 192, svg: tile('#ffffff', 0.78, 0.22) },
  { name: 'icon-512.png', size: 512, svg: tile('#ffffff', 0.78, 0.22) },
  { name: 'maskable-192.png', size: 192, svg: tile('#eef2ff', 0.6, 0) },
  { name: 'maskable-512.png', size: 512, svg: tile('#eef2ff', 0.6, 0) },
  { name: 'apple-touch-icon.png', size: 180, svg: tile('#ffffff', 0.72, 0) },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 64) * 2 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`icons/${icon.name}`, web).pathname);
  console.info(`icons/${icon.name}`);
}
