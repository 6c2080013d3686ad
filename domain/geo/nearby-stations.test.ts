import { describe, expect, it } from 'vitest';
import { nearbyStations, type Station } from './nearby-stations';

// Due north of the centre, 0.01° of latitude is 1.112 km (6,371 km × π / 18,000).
const at = (name: string, dLat: number, lines = ['RER B']): Station => ({ name, lines, lat: 48.9 + dLat, lng: 2.5 });
const CENTRE = { lat: 48.9, lng: 2.5 };

describe('rail stations near a commune centre', () => {
  it('nearest first, distances in km to one decimal, at most 3 km and 4 stations', () => {
    const stations = [at('Loin', 0.03), at('Près', 0.001), at('Moyen', 0.01, ['TRAM 4']), at('Bord', 0.0269), at('Sud', -0.02), at('Nord', 0.02)];
    expect(nearbyStations(stations, CENTRE)).toEqual([
      { name: 'Près', lines: ['RER B'], km: 0.1 },
      { name: 'Moyen', lines: ['TRAM 4'], km: 1.1 },
      { name: 'Nord', lines: ['RER B'], km: 2.2 },
      { name: 'Sud', lines: ['RER B'], km: 2.2 },
    ]);
  });

  it('beyond the radius nothing, whatever the limit; equal distances by name', () => {
    expect(nearbyStations([at('Loin', 0.03)], CENTRE)).toEqual([]);
    expect(nearbyStations([at('Bord', 0.0269), at('Loin', 0.03)], CENTRE, { limit: 10 }).map((s) => s.name)).toEqual(['Bord']);
    expect(nearbyStations([at('Zèbre', 0.01), at('Abeille', -0.01)], CENTRE).map((s) => s.name)).toEqual(['Abeille', 'Zèbre']);
  });
});
