import { describe, expect, it } from 'vitest';
import { communeDirectory } from './commune-directory.server';
import { bundledStations, stationsNear } from './stations.server';

describe('the bundled stations of the demo sector (Île-de-France Mobilités)', () => {
  it('reads every row: names, lines and coordinates in the sector', () => {
    const stations = bundledStations();
    expect(stations).toHaveLength(48);
    for (const s of stations) {
      expect(s.name).not.toBe('');
      expect(s.lines.length).toBeGreaterThan(0);
      expect(s.lat).toBeGreaterThan(48.86);
      expect(s.lat).toBeLessThan(48.98);
      expect(s.lng).toBeGreaterThan(2.4);
      expect(s.lng).toBeLessThan(2.57);
    }
    expect(stations.find((s) => s.name === 'Aulnay-sous-Bois')?.lines).toEqual(['RER B', 'TRAIN K', 'TRAM 4']);
  });

  it("around Sevran's centre: Sevran-Livry first, then Sevran-Beaudottes", () => {
    const sevran = communeDirectory().byInsee('93071')!;
    const near = stationsNear({ lat: sevran.lat!, lng: sevran.lng! });
    expect(near.slice(0, 2)).toEqual([
      { name: 'Sevran-Livry', lines: ['RER B'], km: 0.3 },
      { name: 'Sevran-Beaudottes', lines: ['RER B'], km: 1.1 },
    ]);
    expect(near).toHaveLength(4);
  });

  it('outside the sector (Versailles), none', () => {
    const versailles = communeDirectory().byInsee('78646')!;
    expect(stationsNear({ lat: versailles.lat!, lng: versailles.lng! })).toEqual([]);
  });
});
