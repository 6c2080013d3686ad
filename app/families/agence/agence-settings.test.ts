import { describe, expect, it } from 'vitest';
import { agenceMenu, agenceSettings } from './agence-settings';

// Network spec §1: 'Louer' appears in the agency menu only when the site's showLouer setting is on.
describe('agenceMenu', () => {
  it.each([
    ['showLouer off', { showLouer: false }, false],
    ['showLouer missing', {}, false],
    ['showLouer not a boolean', { showLouer: 'oui' }, false],
    ['showLouer on', { showLouer: true }, true],
  ])('%s', (_name, raw, shown) => {
    const labels = agenceMenu(agenceSettings(raw)).map((l) => l.label);
    expect(labels.includes('Louer')).toBe(shown);
    expect(labels).toContain('Acheter');
  });
});
