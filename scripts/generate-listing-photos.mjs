// Generates the bundled demo listing photos (media/listings/*.svg): simple drawn scenes, no third-party
// image, so no credit is owed. Run once: `node scripts/generate-listing-photos.mjs`.
import fs from 'node:fs';

const W = 1200;
const H = 800;
const sky = (a, b) => `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
const ground = (c) => `<rect y="560" width="${W}" height="240" fill="${c}"/>`;
const tree = (x, s = 1) => `<rect x="${x - 10 * s}" y="${560 - 120 * s}" width="${20 * s}" height="${120 * s}" fill="#6b4f2a"/><circle cx="${x}" cy="${560 - 150 * s}" r="${70 * s}" fill="#3f7d4e"/>`;
const windowAt = (x, y, w = 70, h = 80) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#cfe6f5" stroke="#f4f1ea" stroke-width="8"/>`;

function house(wall, roof, door) {
  return `<polygon points="330,330 600,170 870,330" fill="${roof}"/><rect x="360" y="330" width="480" height="230" fill="${wall}"/>${windowAt(400, 370)}${windowAt(720, 370)}<rect x="565" y="420" width="70" height="140" fill="${door}"/>`;
}
function building(wall, floors) {
  let w = `<rect x="380" y="${560 - floors * 90}" width="440" height="${floors * 90}" fill="${wall}"/>`;
  for (let f = 0; f < floors; f += 1) for (let c = 0; c < 4; c += 1) w += windowAt(405 + c * 105, 575 - (f + 1) * 90, 60, 62);
  return w;
}
function room(wall, floor, furniture) {
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="560" width="${W}" height="240" fill="${floor}"/>${windowAt(760, 140, 300, 300)}${furniture}`;
}

const scenes = {
  'maison-1': sky('#8ec5ff', '#e6f2ff') + ground('#7fb069') + house('#f2e6d0', '#b5523b', '#6b4f2a') + tree(180) + tree(1020, 0.8),
  'maison-2': sky('#f9d29d', '#fff3e0') + ground('#a3b18a') + house('#fffaf0', '#5c677d', '#33415c') + tree(1040),
  'maison-3': sky('#a0c4ff', '#f1f7ff') + ground('#90be6d') + house('#e9d8a6', '#9b2226', '#005f73') + `<rect x="900" y="470" width="220" height="90" rx="8" fill="#4cc9f0"/>`,
  'appartement-1': sky('#bde0fe', '#f8fbff') + ground('#adb5bd') + building('#e5e5e5', 5) + tree(200, 0.7),
  'appartement-2': sky('#ffd6a5', '#fffaf0') + ground('#ced4da') + building('#f4d6b0', 4) + tree(1000, 0.9),
  'appartement-3': sky('#cdb4db', '#fdf6ff') + ground('#b0b7bf') + building('#dee2e6', 6),
  'terrain-1': sky('#a2d2ff', '#eef7ff') + `<rect y="480" width="${W}" height="320" fill="#95d5b2"/>` + tree(250, 0.9) + tree(420, 0.6) + `<line x1="100" y1="700" x2="1100" y2="620" stroke="#e9c46a" stroke-width="6" stroke-dasharray="30 20"/>`,
  'sejour': room('#f1ede4', '#c9a27e', `<rect x="120" y="430" width="420" height="150" rx="20" fill="#577590"/><rect x="200" y="600" width="260" height="60" fill="#6b4f2a"/>`),
  'cuisine': room('#eef4f0', '#d9d9d9', `<rect x="80" y="380" width="600" height="200" fill="#ffffff" stroke="#adb5bd" stroke-width="6"/><rect x="80" y="200" width="600" height="110" fill="#e9ecef"/>`),
  'chambre': room('#f6efe9', '#b08968', `<rect x="140" y="450" width="520" height="170" rx="16" fill="#f8f9fa" stroke="#adb5bd" stroke-width="6"/><rect x="140" y="380" width="120" height="90" rx="10" fill="#e0afa0"/>`),
};

fs.mkdirSync('media/listings', { recursive: true });
for (const [name, body] of Object.entries(scenes)) {
  fs.writeFileSync(`media/listings/${name}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`);
}
console.log(`${Object.keys(scenes).length} photos written to media/listings/`);

// Adviser avatars: a head-and-shoulders silhouette on six background colours.
const AVATAR_COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#9d174d', '#4d7c0f', '#6d28d9'];
AVATAR_COLOURS.forEach((colour, i) => {
  fs.writeFileSync(
    `media/avatars/conseiller-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${colour}"/><circle cx="200" cy="160" r="78" fill="#f5e6d3"/><path d="M60 400c10-90 70-140 140-140s130 50 140 140z" fill="#f5e6d3"/></svg>\n`,
  );
});
