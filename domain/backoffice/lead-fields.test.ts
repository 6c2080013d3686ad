import { describe, expect, it } from 'vitest';
import { campaignOf, humanizeKey, leadFields } from './lead-fields';

describe('a lead payload as labelled fields', () => {
  const payload = JSON.stringify({
    idempotencyKey: 'k',
    firstName: 'Inès',
    email: 'ines@example.fr',
    address: '3 rue de la Paix',
    surfaceHabitable: 82,
    bien: { type: 'maison', pieces: 4 },
    diagnostics: ['dpe', 'amiante'],
    rgpd: true,
    utm: { utm_source: 'google', gclid: 'abc' },
    empty: '',
  });

  it('flattens objects, joins lists, leaves technical and identity fields to their own places', () => {
    expect(leadFields(payload)).toEqual([
      { key: 'address', value: '3 rue de la Paix' },
      { key: 'surfaceHabitable', value: '82' },
      { key: 'bien.type', value: 'maison' },
      { key: 'bien.pieces', value: '4' },
      { key: 'diagnostics', value: 'dpe, amiante' },
      { key: 'rgpd', value: 'yes' },
    ]);
  });

  it('reads UTM and gclid nested or flat', () => {
    expect(campaignOf(payload)).toEqual([
      { key: 'utm_source', value: 'google' },
      { key: 'gclid', value: 'abc' },
    ]);
    expect(campaignOf(JSON.stringify({ utm_campaign: 'printemps' }))).toEqual([{ key: 'utm_campaign', value: 'printemps' }]);
    expect(campaignOf('not json')).toEqual([]);
  });

  it('labels a key the catalogue does not know', () => {
    expect(humanizeKey('surfaceHabitable')).toBe('Surface habitable');
    expect(humanizeKey('bien.nb_pieces')).toBe('Bien › nb pieces');
  });
});
