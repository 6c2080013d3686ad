// Copies the commune centres we need from the shared reference (see server/geo/data/README.md):
// `node scripts/geo/build-commune-centres.mjs <path to commune-centres.csv>`. Coordinates are kept to
// 4 decimals (about 11 m), which is more than a commune centre's own precision.
import fs from 'node:fs';

const source = process.argv[2] ?? '../shared/reference/geo/commune-centres.csv';
const [header, ...rows] = fs.readFileSync(source, 'utf8').trim().split(/\r?\n/);
if (header !== 'insee,lat,lng,population_2021') throw new Error(`Unexpected header: ${header}`);
const out = ['insee,lat,lng,population_2021'];
for (const row of rows) {
  const [insee, lat, lng, population] = row.split(',');
  out.push([insee, Number(lat).toFixed(4).replace(/\.?0+$/, ''), Number(lng).toFixed(4).replace(/\.?0+$/, ''), population].join(','));
}
fs.writeFileSync('server/geo/data/commune-centres.csv', `${out.join('\n')}\n`);
console.log(`${rows.length} communes written to server/geo/data/commune-centres.csv`);
