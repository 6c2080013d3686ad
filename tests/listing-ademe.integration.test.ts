import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../app/i18n/instances.server';
import { EnergyCard } from '../app/listings/property/EnergyCard';
import { propertyLoader } from '../app/listings/property/loader.server';
import type { Energy } from '../domain/listings/listing';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { COMPLETE_FLAT, newListingAction } from './helpers/backoffice-listings';
import { postAs, statusOfPost, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

describe.each(TEST_DATABASES)('the DPE’s ADEME number through the editor on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('typed with spaces and lower case: stored as 13 characters, and the property page links to its page on the ADEME observatory (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    expect(await statusOfPost(services, newListingAction, THOMAS, '/gestion/annonces/nouvelle', { ...COMPLETE_FLAT, 'energy.ademeNumber': '2429 e183 6524k' })).toBe(303);
    const { slug, energy } = await db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').select(['slug', 'energy']).where('title', '=', COMPLETE_FLAT.title!).executeTakeFirstOrThrow();
    expect(JSON.parse(String(energy)).ademeNumber).toBe('2429E1836524K');
    const site = (await services.sites.byId('sevran'))!;
    const url = `http://sevran.localhost/bien-immobilier/${slug}`;
    const page = (await propertyLoader({ site, services, request: new Request(url), url: new URL(url), locale: 'fr', params: { slug } } as never, {} as never)) as { data: { listing: { energy: Energy } } };
    expect(page.data.listing.energy).toMatchObject({ kind: 'dpe', ademeNumber: '2429E1836524K' });
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor('fr') }, createElement(EnergyCard, { energy: page.data.listing.energy })));
    expect(html).toContain('href="https://observatoire-dpe-audit.ademe.fr/afficher-dpe/2429E1836524K"');
    expect(html).toContain('Voir le DPE n° 2429E1836524K sur l’observatoire de l’ADEME');
  }, 120_000);

  it('a malformed number: the French message next to the field, nothing written', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const before = await db.selectFrom('listings').select('id').execute();
    const answer = (await postAs(services, newListingAction, THOMAS, '/gestion/annonces/nouvelle', { ...COMPLETE_FLAT, 'energy.ademeNumber': '2429E18365' })) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors['energy.ademeNumber']).toBe('Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.');
    expect(await db.selectFrom('listings').select('id').execute()).toEqual(before);
  }, 120_000);
});
