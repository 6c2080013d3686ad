// Server time of the place search (GET /api/lieux) over queries covering the whole country: every
// department code, a sample of postcodes, and commune, department and region names typed in part and
// in full, as a visitor types them. The time is the route's own Server-Timing figure (no network).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** About 12,000 queries: one commune in twelve, each as a 3-letter prefix, a longer prefix, in full and its postcode. */
export function placeQueries() {
  const communes = require('@etalab/decoupage-administratif/data/communes.json').filter((c) => c.type === 'commune-actuelle');
  const departements = require('@etalab/decoupage-administratif/data/departements.json');
  const regions = require('@etalab/decoupage-administratif/data/regions.json');
  const queries = [];
  for (const d of departements) queries.push(d.code, d.nom.slice(0, 4), d.nom);
  for (const r of regions) queries.push(r.nom.slice(0, 3), r.nom);
  communes.forEach((c, i) => {
    if (i % 12 !== 0) return;
    queries.push(c.nom.slice(0, 3), c.nom.slice(0, 6).toLowerCase(), c.nom);
    if (c.codesPostaux?.[0]) queries.push(c.codesPostaux[0]);
  });
  return queries.filter((q) => q.trim().length >= 2);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchPlaces(port, host = `localhost:${port}`) {
  const queries = placeQueries();
  // The index is built on the first search: that one-off cost is start-up, not a query.
  await (await fetch(`http://127.0.0.1:${port}/api/lieux?q=paris`, { headers: { host } })).arrayBuffer();
  const times = [];
  let errors = 0;
  for (const q of queries) {
    const response = await fetch(`http://127.0.0.1:${port}/api/lieux?q=${encodeURIComponent(q)}`, { headers: { host } });
    const timing = /lieux;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    await response.arrayBuffer();
    if (!response.ok || !timing) errors++;
    else times.push(Number(timing[1]));
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 1000) / 1000;
  return { queries: queries.length, errors, 'p50 ms': round(percentile(times, 50)), 'p95 ms': round(percentile(times, 95)), 'p99 ms': round(percentile(times, 99)), 'max ms': round(times.at(-1)) };
}
