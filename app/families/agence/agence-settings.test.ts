import { describe, expect, it } from 'vitest';
import { agenceSettingsSchema } from '../../../domain/agence/site';
import { agenceMenu } from './agence-settings';

// Network spec §1: 'Louer' appears in the agency menu only when the site's showLouer setting is on.
describe('agenceMenu', () => {
  it.each([
    ['showLouer off', { showLouer: false }, false],
    ['showLouer missing', {}, false],
    ['showLouer not a boolean', { showLouer: 'oui' }, false],
    ['showLouer on', { showLouer: true }, true],
  ])('%s', (_name, raw, shown) => {
    const settings = agenceSettingsSchema.parse(raw);
    const labels = agenceMenu(settings).map((l) => l.label);
    expect(labels.includes('menu.rent')).toBe(shown);
    expect(labels).toContain('menu.buy');
  });

  it('keeps the rent link on its search route', () => {
    const rent = agenceMenu(agenceSettingsSchema.parse({ showLouer: true })).find((l) => l.label === 'menu.rent');
    expect(rent?.href).toBe('/recherche-location');
  });
});
