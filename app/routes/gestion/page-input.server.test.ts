import { describe, expect, it } from 'vitest';
import { previewUrl } from './page-input.server';

describe('the public URL of a page and of its draft', () => {
  const site = { id: 'sevran', hosts: ['sevran.maisonfort-immobilier.fr', 'www.sevran.example'] };
  it.each([
    ['http://gestion.localhost:4310/gestion/sites/sevran/page', '/', 'tok', 'http://sevran.localhost:4310/?apercu=tok'],
    ['http://gestion.localhost/gestion/sites/sevran/page', '/vendre', '', 'http://sevran.localhost/vendre'],
    ['https://gestion.maisonfort.fr/gestion/sites/sevran/page', '/', 'tok', 'https://sevran.maisonfort-immobilier.fr/?apercu=tok'],
  ])('%s %s %s → %s', (request, pageKey, token, url) => {
    expect(previewUrl(request, site, pageKey, token)).toBe(url);
  });
  it('a site without a host keeps its local address', () => {
    expect(previewUrl('https://gestion.maisonfort.fr/x', { id: 'neuf', hosts: [] }, '/', '')).toBe('https://neuf.localhost/');
  });
});
