import sharp from 'sharp';
import type { PhotoScene } from '../../domain/media/generated-photo';

/**
 * Photo-like pictures of the demo listings, drawn procedurally (no internet, no stock photos): each
 * scene is an SVG of soft light, shading and depth of field whose colours, sizes and layout come
 * from the seed, rasterised by sharp at 1280×960 with film grain, as a JPEG. The same seed always
 * gives the same picture.
 */
/**
 * Drawn on a 1280×960 canvas, rasterised at 640×480 (the blurs of depth of field cost by the pixel)
 * and enlarged to 1024×768 like a lens's softness: enough for the largest gallery slot.
 */
const W = 1280;
const H = 960;
const DRAWN_WIDTH = 640;
const DRAWN_HEIGHT = 480;
export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 768;

type Rng = () => number;

function rngOf(seed: string): Rng {
  let a = 2166136261;
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T,>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const range = (r: Rng, min: number, max: number) => min + r() * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

/** Shared definitions: blurs for depth of field, the light of a window, a vignette. */
const DEFS = `
<filter id="b1" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.2"/></filter>
<filter id="b4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="b12" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="b40" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.38"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9dbe6"/><stop offset="0.45" stop-color="#7d97a8"/><stop offset="0.5" stop-color="#a9c1cf"/><stop offset="1" stop-color="#3e5563"/></linearGradient>
<linearGradient id="daylight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f8fb"/><stop offset="1" stop-color="#dfe9ef"/></linearGradient>
`;

const SKIES = [
  ['#5d8fc9', '#a9c9e8', '#e6eef3'],
  ['#7ba3cf', '#c2d6e8', '#eef1f0'],
  ['#8fa3b5', '#c7d0d8', '#e9ecee'],
  ['#4f86c6', '#9cc3e6', '#f3efe4'],
] as const;

function sky(r: Rng, horizon: number): string {
  const [top, mid, low] = pick(r, SKIES);
  const clouds = Array.from({ length: 5 }, () => `<ellipse cx="${round(range(r, 0, W))}" cy="${round(range(r, 40, horizon * 0.6))}" rx="${round(range(r, 120, 260))}" ry="${round(range(r, 25, 55))}" fill="#fff" opacity="${round(range(r, 0.35, 0.7))}"/>`).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient></defs>
<rect width="${W}" height="${horizon + 20}" fill="url(#sky)"/><g filter="url(#b40)">${clouds}</g>`;
}

function treeLine(r: Rng, y: number, tones: readonly string[], blur = 'b4'): string {
  const blobs: string[] = [];
  for (let x = -60; x < W + 60; x += range(r, 40, 90)) {
    blobs.push(`<ellipse cx="${round(x)}" cy="${round(y - range(r, 10, 70))}" rx="${round(range(r, 45, 95))}" ry="${round(range(r, 50, 110))}" fill="${pick(r, tones)}"/>`);
  }
  return `<g filter="url(#${blur})">${blobs.join('')}</g>`;
}

function tree(r: Rng, x: number, ground: number, scale: number): string {
  const h = 260 * scale;
  const trunk = `<rect x="${round(x - 9 * scale)}" y="${round(ground - h * 0.45)}" width="${round(18 * scale)}" height="${round(h * 0.45)}" fill="#5a4633"/>`;
  const greens = ['#3f6b35', '#4d7a3a', '#35592e', '#5b8a45'];
  const crown = Array.from({ length: 7 }, () => `<circle cx="${round(x + range(r, -70, 70) * scale)}" cy="${round(ground - h * range(r, 0.55, 0.75) - range(r, -40, 40) * scale)}" r="${round(range(r, 45, 80) * scale)}" fill="${pick(r, greens)}"/>`).join('');
  return `<g filter="url(#b1)">${trunk}${crown}</g>`;
}

function lawn(r: Rng, from: number): string {
  const g1 = pick(r, ['#6f9a4a', '#7ea657', '#5f8c3e']);
  const stripes = Array.from({ length: 14 }, (_, i) => `<rect x="0" y="${round(from + i * ((H - from) / 14))}" width="${W}" height="${round((H - from) / 28)}" fill="#fff" opacity="0.035"/>`).join('');
  return `<defs><linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g1}"/><stop offset="1" stop-color="#3d6a2a"/></linearGradient></defs>
<rect y="${from}" width="${W}" height="${H - from}" fill="url(#lawn)"/>${stripes}`;
}

function window(x: number, y: number, w: number, h: number, shutter: string | null): string {
  const shutters = shutter
    ? `<rect x="${round(x - w * 0.45)}" y="${y}" width="${round(w * 0.42)}" height="${h}" fill="${shutter}"/><rect x="${round(x + w * 1.03)}" y="${y}" width="${round(w * 0.42)}" height="${h}" fill="${shutter}"/>`
    : '';
  return `${shutters}<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" fill="#f2f0ea"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#f2f0ea" stroke-width="5"/><line x1="${x}" y1="${round(y + h * 0.4)}" x2="${x + w}" y2="${round(y + h * 0.4)}" stroke="#f2f0ea" stroke-width="4"/>
<rect x="${x - 8}" y="${y + h + 2}" width="${w + 16}" height="8" fill="#d8d3c8"/>`;
}

const WALLS = ['#efe6d6', '#e8d9c0', '#ddd6cb', '#f3efe6', '#e4cfa8', '#c98f68'];
const ROOFS = ['#8e3b2a', '#4a4f57', '#9b4a30', '#5b5f66', '#7a3526'];
const SHUTTERS = ['#5b7f95', '#7a9a6b', '#8c3b3b', '#c9c2b0', '#41566b', null] as const;

function house(r: Rng): string {
  const horizon = 560;
  const width = range(r, 560, 760);
  const x0 = (W - width) / 2 + range(r, -120, 120);
  const floors = r() < 0.6 ? 2 : 1;
  const storey = 150;
  const base = 760;
  const top = base - floors * storey;
  const wall = pick(r, WALLS);
  const roof = pick(r, ROOFS);
  const shutter = pick(r, SHUTTERS);
  const pitch = range(r, 110, 170);
  const cols = Math.round(width / 170);
  const windows: string[] = [];
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = x0 + (c + 0.5) * (width / cols) - 38;
      const wy = top + f * storey + 32;
      if (f === floors - 1 && c === Math.floor(cols / 2)) continue;
      windows.push(window(round(wx), round(wy), 76, 96, shutter));
    }
  }
  const doorX = x0 + (Math.floor(cols / 2) + 0.5) * (width / cols) - 40;
  const bushes = Array.from({ length: 9 }, () => `<ellipse cx="${round(range(r, x0 - 80, x0 + width + 80))}" cy="${round(base + range(r, 0, 20))}" rx="${round(range(r, 40, 80))}" ry="${round(range(r, 25, 45))}" fill="${pick(r, ['#456f33', '#3a5f2c', '#5a8542'])}"/>`).join('');
  return `${sky(r, horizon)}${treeLine(r, horizon + 30, ['#5d7f56', '#4f7049', '#6a8a5e'], 'b12')}${lawn(r, horizon + 10)}
<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<linearGradient id="roofShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<polygon points="${round(x0 + 40)},${base + 6} ${round(x0 + width + 60)},${base + 6} ${round(x0 + width + 160)},${base + 60} ${round(x0 - 20)},${base + 60}" fill="#000" opacity="0.18" filter="url(#b12)"/>
<rect x="${round(x0)}" y="${top}" width="${round(width)}" height="${floors * storey}" fill="${wall}"/>
<rect x="${round(x0)}" y="${top}" width="${round(width)}" height="${floors * storey}" fill="url(#wall)"/>
<polygon points="${round(x0 - 30)},${top} ${round(x0 + width + 30)},${top} ${round(x0 + width - 60)},${round(top - pitch)} ${round(x0 + 60)},${round(top - pitch)}" fill="${roof}"/>
<polygon points="${round(x0 - 30)},${top} ${round(x0 + width + 30)},${top} ${round(x0 + width - 60)},${round(top - pitch)} ${round(x0 + 60)},${round(top - pitch)}" fill="url(#roofShade)"/>
<rect x="${round(x0)}" y="${top}" width="${round(width)}" height="18" fill="#000" opacity="0.22" filter="url(#b4)"/>
${windows.join('')}
<rect x="${round(doorX)}" y="${base - 120}" width="80" height="120" fill="${pick(r, ['#3c4a57', '#6b4a34', '#8a2f2f', '#e9e4d8'])}"/><circle cx="${round(doorX + 66)}" cy="${base - 60}" r="4" fill="#c9b27c"/>
<polygon points="${round(doorX - 20)},${base + 10} ${round(doorX + 100)},${base + 10} ${round(doorX + 220)},${H} ${round(doorX - 140)},${H}" fill="#cfc6b5" opacity="0.9"/>
<g filter="url(#b1)">${bushes}</g>
${r() < 0.5 ? tree(r, x0 + width + range(r, 90, 200), base + 20, range(r, 1.1, 1.5)) : ''}`;
}

function building(r: Rng): string {
  const wall = pick(r, ['#e3d5b8', '#ece8df', '#d9d2c5', '#c7b8a0', '#efe9dc']);
  const cols = pick(r, [5, 6, 7]);
  const rows = pick(r, [5, 6, 7]);
  const top = range(r, 40, 140);
  const street = 820;
  const floorH = (street - 140 - top) / rows;
  const colW = W / cols;
  const parts: string[] = [];
  for (let f = 0; f < rows; f += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * colW + colW * 0.28;
      const y = top + f * floorH + floorH * 0.18;
      parts.push(window(round(x), round(y), round(colW * 0.44), round(floorH * 0.62), null));
      if ((f === 1 || f === rows - 1) && r() < 0.9) parts.push(`<rect x="${round(x - 10)}" y="${round(y + floorH * 0.5)}" width="${round(colW * 0.44 + 20)}" height="${round(floorH * 0.16)}" fill="none" stroke="#2c2c2c" stroke-width="3"/><rect x="${round(x - 12)}" y="${round(y + floorH * 0.66)}" width="${round(colW * 0.44 + 24)}" height="7" fill="#b9ae98"/>`);
    }
    parts.push(`<rect x="0" y="${round(top + (f + 1) * floorH - 6)}" width="${W}" height="6" fill="#000" opacity="0.06"/>`);
  }
  const shops = Array.from({ length: cols }, (_, c) => `<rect x="${round(c * colW + 14)}" y="${street - 130}" width="${round(colW - 28)}" height="118" fill="${c % 3 === 1 ? '#3a3f44' : 'url(#glass)'}"/>`).join('');
  return `${sky(r, top + 40)}
<defs><linearGradient id="facade" x1="0" y1="0" x2="1" y2="0.2"><stop offset="0" stop-color="#fff" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient></defs>
<rect y="${round(top)}" width="${W}" height="${round(street - top)}" fill="${wall}"/><rect y="${round(top)}" width="${W}" height="${round(street - top)}" fill="url(#facade)"/>
<rect y="${round(top - 14)}" width="${W}" height="20" fill="#6b6f74"/>
${parts.join('')}<rect y="${street - 140}" width="${W}" height="140" fill="#b8ae9c"/>${shops}
<rect y="${street}" width="${W}" height="60" fill="#a9a59e"/><rect y="${street + 60}" width="${W}" height="${H - street - 60}" fill="#5c5f63"/>
${tree(r, range(r, -40, 120), street + 40, 1.7)}${r() < 0.5 ? tree(r, range(r, W - 160, W + 20), street + 40, 1.6) : ''}`;
}

const INTERIOR_WALLS = ['#f1ede6', '#e9e4da', '#dfe3e1', '#efe8dc', '#e2ddd3', '#d9e0e6'];
const WOODS = [['#c49a6c', '#a97c52'], ['#d8b98e', '#bf9a6b'], ['#8d6647', '#6f4d33'], ['#b7a48d', '#9a8770']] as const;

/** A room in one-point perspective: back wall, side walls, ceiling, a wooden floor, a window of daylight. */
function room(r: Rng, furnish: (r: Rng, floorY: number, lightLeft: boolean) => string): string {
  const wall = pick(r, INTERIOR_WALLS);
  const [wood, woodDark] = pick(r, WOODS);
  const floorY = range(r, 600, 660);
  const lightLeft = r() < 0.5;
  const bx0 = range(r, 110, 230);
  const bx1 = W - range(r, 110, 230);
  const by0 = range(r, 90, 140);
  // The vanishing point: the middle of the back wall, at eye height.
  const vx = (bx0 + bx1) / 2;
  const vy = by0 + (floorY - by0) * 0.55;
  const wx = lightLeft ? bx0 + range(r, 30, 90) : bx1 - 300 - range(r, 30, 90);
  const planks = Array.from({ length: 19 }, (_, i) => {
    const x = -W * 0.6 + i * ((W * 2.2) / 18);
    const t = (floorY - vy) / (H - vy);
    return `<line x1="${round(vx + (x - vx) * t)}" y1="${round(floorY)}" x2="${round(x)}" y2="${H}" stroke="${woodDark}" stroke-width="2.5" opacity="0.45"/>`;
  }).join('');
  const seed = Math.floor(r() * 1000);
  const curtain = pick(r, ['#e8e1d3', '#cfd6d8', '#d8cbb6']);
  return `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${woodDark}"/><stop offset="1" stop-color="${wood}"/></linearGradient>
<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d7d2"/><stop offset="1" stop-color="#f4f3f0"/></linearGradient>
<radialGradient id="sun" cx="${lightLeft ? '22%' : '78%'}" cy="45%" r="70%"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="2" seed="${seed + 1}"/><feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.05  0 0 0 -1.4 0.8"/><feComposite in2="SourceGraphic" operator="in"/></filter>
<clipPath id="windowClip"><rect x="${round(wx)}" y="${round(by0 + 44)}" width="300" height="${round(floorY - by0 - 128)}"/></clipPath>
<clipPath id="floorClip"><polygon points="${round(bx0)},${round(floorY)} ${round(bx1)},${round(floorY)} ${W},${H} 0,${H}"/></clipPath></defs>
<rect width="${W}" height="${H}" fill="${wall}"/>
<polygon points="0,0 ${W},0 ${round(bx1)},${round(by0)} ${round(bx0)},${round(by0)}" fill="url(#ceiling)"/>
<polygon points="0,0 ${round(bx0)},${round(by0)} ${round(bx0)},${round(floorY)} 0,${H}" fill="#000" opacity="${lightLeft ? 0.05 : 0.14}"/>
<polygon points="${W},0 ${round(bx1)},${round(by0)} ${round(bx1)},${round(floorY)} ${W},${H}" fill="#000" opacity="${lightLeft ? 0.14 : 0.05}"/>
<g clip-path="url(#floorClip)"><rect width="${W}" height="${H}" fill="url(#floor)"/>${planks}<rect y="${round(floorY)}" width="${W}" height="${round(H - floorY)}" fill="#fff" filter="url(#grain)"/></g>
<polygon points="${round(bx0)},${round(floorY - 12)} ${round(bx1)},${round(floorY - 12)} ${round(bx1)},${round(floorY)} ${round(bx0)},${round(floorY)}" fill="#fff" opacity="0.85"/>
<line x1="${round(bx0)}" y1="${round(by0)}" x2="${round(bx0)}" y2="${round(floorY)}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>
<line x1="${round(bx1)}" y1="${round(by0)}" x2="${round(bx1)}" y2="${round(floorY)}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>
<ellipse cx="${round(vx)}" cy="${round(by0 * 0.55)}" rx="60" ry="12" fill="#fff" opacity="0.9"/>
<rect x="${round(wx - 14)}" y="${round(by0 + 30)}" width="328" height="${round(floorY - by0 - 100)}" fill="#f7f5f0"/>
<rect x="${round(wx)}" y="${round(by0 + 44)}" width="300" height="${round(floorY - by0 - 128)}" fill="url(#daylight)"/>
<g clip-path="url(#windowClip)">${treeLine(r, floorY - 120, ['#9fb89a', '#b5c9ad', '#8aa688'], 'b12')}</g>
<rect x="${round(wx)}" y="${round(by0 + 44)}" width="300" height="${round(floorY - by0 - 128)}" fill="#fff" opacity="0.35"/>
<line x1="${round(wx + 150)}" y1="${round(by0 + 44)}" x2="${round(wx + 150)}" y2="${round(floorY - 84)}" stroke="#f7f5f0" stroke-width="10"/>
<rect x="${round(wx - 40)}" y="${round(by0 + 14)}" width="60" height="${round(floorY - by0 - 24)}" fill="${curtain}" opacity="0.92"/>
<rect x="${round(wx + 280)}" y="${round(by0 + 14)}" width="60" height="${round(floorY - by0 - 24)}" fill="${curtain}" opacity="0.92"/>
<polygon points="${round(wx)},${round(floorY)} ${round(wx + 300)},${round(floorY)} ${round(wx + (lightLeft ? 620 : -20))},${H} ${round(wx + (lightLeft ? 80 : -340))},${H}" fill="#fffdf5" opacity="0.2" filter="url(#b12)"/>
${furnish(r, floorY, lightLeft)}
<rect width="${W}" height="${H}" fill="url(#sun)"/>`;
}

const FABRICS = ['#8a9aa6', '#b9ab95', '#5f6f6a', '#c8c1b6', '#7b6a5d', '#4f5d75'];

function plant(r: Rng, x: number, floorY: number): string {
  const leaves = Array.from({ length: 9 }, () => `<ellipse cx="${round(x + range(r, -50, 50))}" cy="${round(floorY - range(r, 120, 260))}" rx="${round(range(r, 18, 34))}" ry="${round(range(r, 40, 70))}" transform="rotate(${round(range(r, -40, 40))} ${round(x)} ${round(floorY - 150)})" fill="${pick(r, ['#3f6e3a', '#4f8446', '#2f5a2d'])}"/>`).join('');
  return `<g filter="url(#b1)">${leaves}<path d="M${x - 40} ${floorY - 90} h80 l-10 90 h-60 z" fill="${pick(r, ['#d9d4cc', '#b86f4c', '#3b3b3b'])}"/></g>`;
}

function livingRoom(r: Rng): string {
  return room(r, (r, floorY, lightLeft) => {
    const sofa = pick(r, FABRICS);
    const sx = lightLeft ? range(r, 520, 640) : range(r, 120, 260);
    const rug = pick(r, ['#d8cfc0', '#b9c2c7', '#c9b39a', '#9aa3a0']);
    const frame = `<rect x="${round(sx + 120)}" y="${round(floorY - 420)}" width="240" height="160" fill="#fafafa" stroke="#2d2d2d" stroke-width="8"/><rect x="${round(sx + 140)}" y="${round(floorY - 400)}" width="200" height="120" fill="${pick(r, ['#9fb3c8', '#c8a27a', '#8aa487', '#d3c4b0'])}"/>`;
    return `${frame}
<ellipse cx="${round(sx + 240)}" cy="${round(floorY + 170)}" rx="440" ry="110" fill="${rug}"/>
<ellipse cx="${round(sx + 240)}" cy="${round(floorY + 40)}" rx="330" ry="30" fill="#000" opacity="0.25" filter="url(#b12)"/>
<rect x="${round(sx - 40)}" y="${round(floorY - 150)}" width="560" height="110" rx="26" fill="${sofa}"/>
<rect x="${round(sx - 60)}" y="${round(floorY - 80)}" width="600" height="100" rx="20" fill="${sofa}"/>
<rect x="${round(sx - 60)}" y="${round(floorY - 80)}" width="600" height="100" rx="20" fill="#000" opacity="0.12"/>
<rect x="${round(sx + 20)}" y="${round(floorY - 135)}" width="110" height="80" rx="16" fill="${pick(r, ['#e8dcc6', '#c46e4e', '#f1efe9', '#5d7b8a'])}"/>
<rect x="${round(sx + 360)}" y="${round(floorY - 135)}" width="110" height="80" rx="16" fill="${pick(r, ['#e8dcc6', '#c46e4e', '#f1efe9', '#5d7b8a'])}"/>
<rect x="${round(sx + 80)}" y="${round(floorY + 110)}" width="320" height="26" rx="6" fill="${pick(r, ['#6f4d33', '#d8c3a2', '#2f2f2f'])}"/>
<rect x="${round(sx + 100)}" y="${round(floorY + 136)}" width="14" height="70" fill="#2f2f2f"/><rect x="${round(sx + 366)}" y="${round(floorY + 136)}" width="14" height="70" fill="#2f2f2f"/>
${plant(r, lightLeft ? W - 120 : 500, floorY + 20)}`;
  });
}

function kitchen(r: Rng): string {
  return room(r, (r, floorY, lightLeft) => {
    const cabinet = pick(r, ['#f4f2ed', '#3e4d5c', '#7c8f7b', '#d9cdb8', '#2f3133']);
    const top = pick(r, ['#e8e6e1', '#3a3a3a', '#b89b78', '#d6d0c4']);
    const x0 = lightLeft ? 440 : 40;
    const width = W - 480;
    const doors = Array.from({ length: 6 }, (_, i) => `<rect x="${round(x0 + 10 + i * (width / 6))}" y="${round(floorY - 180)}" width="${round(width / 6 - 20)}" height="170" fill="#000" opacity="0.06"/><rect x="${round(x0 + width / 12 - 20 + i * (width / 6))}" y="${round(floorY - 165)}" width="40" height="6" rx="3" fill="#8a8a8a"/>`).join('');
    const uppers = Array.from({ length: 4 }, (_, i) => `<rect x="${round(x0 + 20 + i * (width / 4))}" y="130" width="${round(width / 4 - 40)}" height="170" fill="${cabinet}"/><rect x="${round(x0 + 20 + i * (width / 4))}" y="290" width="${round(width / 4 - 40)}" height="12" fill="#000" opacity="0.12"/>`).join('');
    const tiles = Array.from({ length: 8 }, (_, i) => `<line x1="${x0}" y1="${round(320 + i * ((floorY - 520) / 8))}" x2="${x0 + width}" y2="${round(320 + i * ((floorY - 520) / 8))}" stroke="#cfcac0" stroke-width="2"/>`).join('');
    return `<rect x="${x0}" y="310" width="${width}" height="${round(floorY - 500)}" fill="${pick(r, ['#f7f7f5', '#dfe8ea', '#e9e2d6'])}"/>${tiles}${uppers}
<rect x="${x0}" y="${round(floorY - 200)}" width="${width}" height="200" fill="${cabinet}"/>${doors}
<rect x="${x0 - 10}" y="${round(floorY - 214)}" width="${width + 20}" height="22" fill="${top}"/>
<rect x="${round(x0 + width * 0.55)}" y="${round(floorY - 226)}" width="120" height="12" rx="4" fill="#9aa0a6"/>
<path d="M${round(x0 + width * 0.3)} ${round(floorY - 214)} v-70 q0 -20 20 -20 h20" fill="none" stroke="#b8bcc0" stroke-width="8"/>
<rect x="${round(x0 + width * 0.7)}" y="${round(floorY - 260)}" width="34" height="46" fill="#fff" opacity="0.9"/>
<rect x="${round(x0 + width * 0.1)}" y="${round(floorY - 262)}" width="70" height="48" rx="6" fill="${pick(r, ['#c46e4e', '#e8dcc6', '#5d7b8a'])}"/>`;
  });
}

function bedroom(r: Rng): string {
  return room(r, (r, floorY, lightLeft) => {
    const bx = lightLeft ? range(r, 520, 600) : range(r, 160, 240);
    const linen = pick(r, ['#f3f1ec', '#e4e8ec', '#ece2d6']);
    const throwColour = pick(r, ['#7d8f8a', '#b7876a', '#4f5d75', '#c9b79c']);
    const head = pick(r, ['#b9ab95', '#5f6f6a', '#8a9aa6', '#6f4d33']);
    const lamp = (x: number) => `<rect x="${round(x)}" y="${round(floorY - 110)}" width="110" height="110" fill="${pick(r, ['#d8c3a2', '#f1efe9', '#3b3b3b'])}"/>
<circle cx="${round(x + 55)}" cy="${round(floorY - 190)}" r="70" fill="#ffe9b8" opacity="0.5" filter="url(#b40)"/>
<path d="M${round(x + 25)} ${round(floorY - 160)} h60 l15 -60 h-90 z" fill="#f5efe2"/><rect x="${round(x + 52)}" y="${round(floorY - 160)}" width="6" height="50" fill="#8a8a8a"/>`;
    return `<rect x="${round(bx)}" y="${round(floorY - 260)}" width="420" height="200" rx="14" fill="${head}"/>
${lamp(bx - 150)}${lamp(bx + 460)}
<ellipse cx="${round(bx + 210)}" cy="${round(floorY + 230)}" rx="330" ry="40" fill="#000" opacity="0.25" filter="url(#b12)"/>
<path d="M${round(bx - 20)} ${round(floorY - 80)} h460 l70 300 h-600 z" fill="${linen}"/>
<path d="M${round(bx - 20)} ${round(floorY - 80)} h460 l70 300 h-600 z" fill="url(#sun)"/>
<rect x="${round(bx + 20)}" y="${round(floorY - 120)}" width="170" height="70" rx="22" fill="#fff"/><rect x="${round(bx + 230)}" y="${round(floorY - 120)}" width="170" height="70" rx="22" fill="#fff"/>
<path d="M${round(bx - 38)} ${round(floorY + 100)} h496 l32 120 h-560 z" fill="${throwColour}"/>`;
  });
}

function bathroom(r: Rng): string {
  const tile = pick(r, ['#f4f4f2', '#dfe6e8', '#e9e1d5', '#cdd8d2']);
  const grout = '#c8c6c0';
  const floorY = 700;
  const lines: string[] = [];
  for (let y = 0; y < floorY; y += 60) lines.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${grout}" stroke-width="2"/>`);
  for (let x = 0; x < W; x += 120) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${floorY}" stroke="${grout}" stroke-width="2"/>`);
  const vanity = pick(r, ['#6f4d33', '#f1efe9', '#3e4d5c', '#b7a48d']);
  const vx = range(r, 120, 300);
  return `<rect width="${W}" height="${floorY}" fill="${tile}"/>${lines.join('')}
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${pick(r, ['#8f8a84', '#c9c4bb', '#4b4d50'])}"/>
<defs><linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset="0.5" stop-color="#b9c6cc"/><stop offset="1" stop-color="#dfe6e9"/></linearGradient></defs>
<rect x="${round(vx)}" y="160" width="360" height="260" rx="8" fill="url(#mirror)" stroke="#bdbdbd" stroke-width="6"/>
<rect x="${round(vx - 30)}" y="480" width="420" height="170" fill="${vanity}"/><rect x="${round(vx - 40)}" y="466" width="440" height="20" fill="#f7f7f5"/>
<ellipse cx="${round(vx + 180)}" cy="474" rx="110" ry="12" fill="#e3e6e8"/><rect x="${round(vx + 172)}" y="420" width="16" height="46" fill="#b8bcc0"/>
<rect x="${round(vx + 520)}" y="${floorY - 200}" width="${round(W - vx - 560)}" height="200" rx="30" fill="#fbfbfa"/>
<rect x="${round(vx + 520)}" y="${floorY - 200}" width="${round(W - vx - 560)}" height="200" rx="30" fill="#000" opacity="0.05"/>
<rect x="${round(vx + 560)}" y="120" width="14" height="${floorY - 320}" fill="#b8bcc0"/><circle cx="${round(vx + 567)}" cy="120" r="30" fill="#c9cdd0"/>
<rect x="${round(vx + 700)}" y="280" width="120" height="200" fill="${pick(r, ['#e8dcc6', '#9fb3c8', '#f1efe9', '#c9b79c'])}"/>
<rect width="${W}" height="${H}" fill="#fffaf0" opacity="0.08"/>`;
}

function garden(r: Rng): string {
  const horizon = 480;
  const fence = Array.from({ length: 40 }, (_, i) => `<rect x="${i * 34}" y="${horizon - 20}" width="26" height="130" fill="${pick(r, ['#8b6b4a', '#7a5c3e'])}"/>`).join('');
  const flowers = Array.from({ length: 60 }, () => `<circle cx="${round(range(r, 0, W))}" cy="${round(range(r, horizon + 110, horizon + 170))}" r="${round(range(r, 4, 9))}" fill="${pick(r, ['#e9c46a', '#f4a261', '#e76f51', '#ffffff', '#c77dff'])}"/>`).join('');
  return `${sky(r, horizon)}${treeLine(r, horizon, ['#4d7a3a', '#3f6b35', '#5b8a45'], 'b12')}${fence}${lawn(r, horizon + 100)}
<g filter="url(#b1)">${flowers}</g>
<rect x="${round(range(r, 640, 820))}" y="${horizon + 260}" width="360" height="20" fill="#f1efe9"/>
${tree(r, range(r, 120, 320), horizon + 160, 1.6)}${r() < 0.6 ? tree(r, range(r, W - 260, W - 60), horizon + 220, 2) : ''}`;
}

function outdoorSpace(r: Rng): string {
  const horizon = 520;
  const deck = pick(r, ['#a57c55', '#8c6b4f', '#b8a58c']);
  const boards = Array.from({ length: 22 }, (_, i) => `<line x1="${round(W / 2 + (i - 11) * 40)}" y1="${horizon + 120}" x2="${round(W / 2 + (i - 11) * 140)}" y2="${H}" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`).join('');
  const rails = Array.from({ length: 26 }, (_, i) => `<rect x="${i * 50}" y="${horizon - 40}" width="8" height="160" fill="#3b3b3b"/>`).join('');
  return `${sky(r, horizon)}${treeLine(r, horizon + 20, ['#6e8f69', '#809f79', '#5f7f5a'], 'b12')}
<g filter="url(#b4)">${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 170 + range(r, 0, 40)}" y="${round(horizon - range(r, 60, 200))}" width="${round(range(r, 90, 150))}" height="260" fill="${pick(r, ['#d9d2c5', '#c7b8a0', '#e3d5b8'])}"/>`).join('')}</g>
<rect y="${horizon + 120}" width="${W}" height="${H - horizon - 120}" fill="${deck}"/>${boards}
${rails}<rect y="${horizon - 50}" width="${W}" height="14" fill="#3b3b3b"/>
<circle cx="${round(range(r, 500, 760))}" cy="${horizon + 240}" r="110" fill="#f1efe9"/><rect x="${round(range(r, 560, 640))}" y="${horizon + 250}" width="12" height="150" fill="#3b3b3b"/>
${plant(r, range(r, 120, 260), H - 60)}${plant(r, range(r, W - 260, W - 120), H - 80)}`;
}

function land(r: Rng): string {
  const horizon = range(r, 440, 520);
  const field = pick(r, [['#a3b86c', '#7f9a4e'], ['#c9b77c', '#a4915a'], ['#8db36a', '#5f8c3e']] as const);
  const furrows = Array.from({ length: 30 }, (_, i) => `<line x1="${round(W / 2 + (i - 15) * 30)}" y1="${round(horizon + 40)}" x2="${round(W / 2 + (i - 15) * 160)}" y2="${H}" stroke="#000" stroke-opacity="0.07" stroke-width="6"/>`).join('');
  const posts = Array.from({ length: 12 }, (_, i) => `<rect x="${round(60 + i * 110)}" y="${round(horizon + 70 + i * 4)}" width="10" height="70" fill="#6b5a44"/>`).join('');
  return `${sky(r, horizon)}
<path d="M0 ${round(horizon)} Q ${round(W * 0.3)} ${round(horizon - 90)} ${round(W * 0.6)} ${round(horizon - 30)} T ${W} ${round(horizon - 40)} V ${round(horizon + 60)} H0 z" fill="#8aa0a8" opacity="0.6" filter="url(#b4)"/>
${treeLine(r, horizon + 40, ['#4f7049', '#5d7f56', '#3f6137'], 'b4')}
<defs><linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${field[0]}"/><stop offset="1" stop-color="${field[1]}"/></linearGradient></defs>
<rect y="${round(horizon + 40)}" width="${W}" height="${round(H - horizon - 40)}" fill="url(#field)"/>${furrows}
<line x1="50" y1="${round(horizon + 95)}" x2="${W}" y2="${round(horizon + 140)}" stroke="#8a8a8a" stroke-width="3"/>${posts}`;
}

function parking(r: Rng): string {
  const concrete = pick(r, ['#8e8f8f', '#9a9691', '#7f8386']);
  const doors = Array.from({ length: 3 }, (_, i) => `<rect x="${100 + i * 380}" y="220" width="320" height="380" fill="${pick(r, ['#d8d6d0', '#b9c2c7', '#9aa3a0'])}"/>${Array.from({ length: 9 }, (_, j) => `<line x1="${100 + i * 380}" y1="${250 + j * 40}" x2="${420 + i * 380}" y2="${250 + j * 40}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`).join('')}`).join('');
  return `<rect width="${W}" height="620" fill="#cfcbc4"/><rect y="0" width="${W}" height="120" fill="#b0aca5"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${200 + i * 300}" y="40" width="140" height="20" fill="#fffbe8"/><ellipse cx="${270 + i * 300}" cy="80" rx="120" ry="40" fill="#fffbe8" opacity="0.35" filter="url(#b12)"/>`).join('')}
${doors}<rect y="600" width="${W}" height="${H - 600}" fill="${concrete}"/>
${Array.from({ length: 4 }, (_, i) => `<line x1="${80 + i * 380}" y1="620" x2="${-200 + i * 520}" y2="${H}" stroke="#f1efe9" stroke-width="10"/>`).join('')}
<rect x="${round(range(r, 540, 700))}" y="150" width="70" height="470" fill="#bdb8b0"/>`;
}

const SCENES: Record<PhotoScene, (r: Rng) => string> = {
  maison: house,
  immeuble: building,
  sejour: livingRoom,
  cuisine: kitchen,
  chambre: bedroom,
  'salle-de-bains': bathroom,
  jardin: garden,
  exterieur: outdoorSpace,
  terrain: land,
  parking,
};

/** The SVG of a scene for a seed (pure; tests read it). */
export function sceneSvg(scene: PhotoScene, seed: string): string {
  const r = rngOf(`${scene}:${seed}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWN_WIDTH}" height="${DRAWN_HEIGHT}" viewBox="0 0 ${W} ${H}"><defs>${DEFS}</defs>${SCENES[scene](r)}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** The photo as a JPEG: the scene rasterised, softened like a lens, with film grain. */
export async function renderScenePhoto(scene: PhotoScene, seed: string): Promise<Buffer> {
  const drawn = await sharp(Buffer.from(sceneSvg(scene, seed))).resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'mitchell' }).modulate({ saturation: 0.92 }).toBuffer();
  return sharp(drawn)
    .composite([{ input: grainTile(seed), raw: { width: GRAIN, height: GRAIN, channels: 3 }, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

const GRAIN = 256;

/** Grey film grain from the seed (libvips' own noise would differ from run to run). */
function grainTile(seed: string): Buffer {
  const r = rngOf(`grain:${seed}`);
  const tile = Buffer.alloc(GRAIN * GRAIN * 3);
  for (let i = 0; i < GRAIN * GRAIN; i += 1) {
    const value = Math.max(0, Math.min(255, Math.round(128 + (r() + r() + r() - 1.5) * 40)));
    tile[i * 3] = value;
    tile[i * 3 + 1] = value;
    tile[i * 3 + 2] = value;
  }
  return tile;
}
