// Makes the demo clip about property diagnostics shown by the diag sites (issue 17 item 12):
// frames drawn in HTML/CSS and captured with the system Chromium, then encoded with ffmpeg into
// media/video/diagnostic.mp4 (presentation dialog) and an HLS stream media/video/diagnostic/ (hero).
// Usage: node scripts/make-demo-video.mjs   (needs ffmpeg and /usr/bin/chromium; nothing is downloaded)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const FPS = 10;
const SCENES = [
  { title: 'Diagnostic immobilier', text: 'Vendre ou louer : ce que la loi impose', grade: null },
  { title: '1. Le rendez-vous', text: 'Devis gratuit, visite sous 48 h', grade: null },
  { title: '2. La visite', text: 'Mesures, relevés, photos : DPE, amiante, plomb, électricité, gaz…', grade: null },
  { title: '3. Le DPE', text: 'Étiquette de A à G', grade: 'E' },
  { title: 'Réforme 2026', text: 'Électricité : coefficient 2,3 → 1,9', grade: 'D' },
  { title: '4. Le rapport', text: 'Remis sous 24 à 48 h, expliqué', grade: null },
];
const SECONDS_PER_SCENE = 2.5;
const COLORS = { A: '#009c6d', B: '#52b153', C: '#a5cc74', D: '#f4e70f', E: '#f0b50f', F: '#eb8235', G: '#d7221f' };

const page = (scene, t) => `<!doctype html><html><body style="margin:0;width:640px;height:360px;overflow:hidden;font-family:DejaVu Sans,sans-serif;background:linear-gradient(135deg,#0b2545,#13406f);color:#fff">
<svg width="640" height="360" style="position:absolute;inset:0">
  <g transform="translate(${420 + 10 * Math.sin(t * 2)},${90})" opacity="0.95">
    <path d="M0 80 L80 10 L160 80 V170 H0 Z" fill="#fff"/>
    <rect x="60" y="110" width="40" height="60" fill="#13406f"/>
    <rect x="20" y="95" width="28" height="28" fill="#9cc3e6"/><rect x="112" y="95" width="28" height="28" fill="#9cc3e6"/>
    <path d="M40 140 l25 25 l45 -50" stroke="#1f7a4d" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${Math.min(1, t)}"/>
  </g>
  ${scene.grade ? Object.entries(COLORS).map(([l, c], i) => `<g transform="translate(40,${150 + i * 24})"><rect width="${60 + i * 22}" height="20" fill="${c}"/><text x="6" y="15" font-size="14" font-weight="bold" fill="#111">${l}</text>${l === scene.grade ? `<text x="${70 + i * 22}" y="16" font-size="16" fill="#fff">◀ ${l}</text>` : ''}</g>`).join('') : ''}
</svg>
<div style="position:absolute;left:40px;top:${scene.grade ? 40 : 110}px;width:360px;opacity:${Math.min(1, t * 2)};transform:translateY(${Math.max(0, 12 - t * 24)}px)">
  <div style="font-size:34px;font-weight:bold;line-height:1.15">${scene.title}</div>
  <div style="margin-top:12px;font-size:19px;line-height:1.35;color:#d8e6f4">${scene.text}</div>
</div>
<div style="position:absolute;left:40px;bottom:18px;font-size:12px;color:#b9c7d8">Animation générée pour vitrine — démonstration, 2026</div>
</body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'vitrine-video-'));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const tab = await browser.newPage({ viewport: { width: 640, height: 360 } });
let frame = 0;
for (const scene of SCENES) {
  for (let i = 0; i < SECONDS_PER_SCENE * FPS; i++) {
    await tab.setContent(page(scene, i / FPS));
    await tab.screenshot({ path: join(dir, `f${String(frame++).padStart(4, '0')}.png`) });
  }
}
await browser.close();

mkdirSync('media/video/diagnostic', { recursive: true });
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '30', '-r', '25', '-an'];
execFileSync('ffmpeg', [...input, ...h264, '-movflags', '+faststart', 'media/video/diagnostic.mp4']);
// fMP4 segments (.m4s): a '.ts' segment would read as TypeScript to the project's tools.
execFileSync('ffmpeg', [...input, ...h264, '-g', '50', '-hls_time', '5', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', 'media/video/diagnostic/segment-%02d.m4s', 'media/video/diagnostic/index.m3u8']);
rmSync(dir, { recursive: true, force: true });
console.log(`${frame} frames → media/video/diagnostic.mp4 and media/video/diagnostic/index.m3u8`);
