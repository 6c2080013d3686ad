import { describe, expect, it } from 'vitest';
import { loader as layoutLoader } from '../app/routes/gestion/layout';
import { visibleNav } from '../app/routes/gestion/nav';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

// Who sees which header link: appointments only where the scope holds a diagnostics site, listings only where it holds a property site.
const cases: [string, string[]][] = [
  ['admin@reseau.example', ['/gestion', '/gestion/sites', '/gestion/annonces', '/gestion/medias', '/gestion/membres', '/gestion/journal', '/gestion/donnees-personnelles', '/gestion/api', '/gestion/webhooks', '/gestion/routage', '/gestion/statistiques', '/gestion/compte']],
  ['lea.garnier@maisonfort.example', ['/gestion', '/gestion/sites', '/gestion/annonces', '/gestion/medias', '/gestion/donnees-personnelles', '/gestion/statistiques', '/gestion/compte']],
  ['thomas.garnier@maisonfort.example', ['/gestion', '/gestion/annonces', '/gestion/compte']],
  ['claire.vasseur@diageo.example', ['/gestion', '/gestion/sites', '/gestion/medias', '/gestion/rendez-vous', '/gestion/donnees-personnelles', '/gestion/statistiques', '/gestion/compte']],
];

describe.each(TEST_DATABASES)('back-office header links on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it.each(cases)('%s sees exactly its links', async (email, expected) => {
    await seedBackoffice(services.db, services.backoffice.members);
    const data = await layoutLoader({ request: new Request('http://gestion.localhost/gestion'), params: {}, context: await backofficeContext(services, email) } as never);
    expect(data.member).not.toBeNull();
    expect(visibleNav(data.member!).map((e) => `/gestion${e.path}`)).toEqual(expected);
  });
});
