import { describe, expect, it } from 'vitest';
import { localeContext } from '../app/i18n/context';
import { loader as accountLoader } from '../app/routes/gestion/account';
import { loader as apiKeysLoader } from '../app/routes/gestion/api-keys';
import { loader as appointmentsLoader } from '../app/routes/gestion/appointments';
import { loader as inboxLoader } from '../app/routes/gestion/inbox';
import { loader as journalLoader } from '../app/routes/gestion/journal';
import { loader as layoutLoader } from '../app/routes/gestion/layout';
import { loader as listingsLoader } from '../app/routes/gestion/listings';
import { loader as mediaSitesLoader } from '../app/routes/gestion/media-sites';
import { loader as membersLoader } from '../app/routes/gestion/members';
import { BACKOFFICE_NAV, visibleNav } from '../app/routes/gestion/nav';
import { loader as personalDataLoader } from '../app/routes/gestion/personal-data';
import { loader as routingLoader } from '../app/routes/gestion/routing';
import { loader as sitesLoader } from '../app/routes/gestion/sites';
import { loader as statisticsLoader } from '../app/routes/gestion/statistics';
import { loader as webhooksLoader } from '../app/routes/gestion/webhooks';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

/** Each header link's page: its loader (the page a member reaches by following the link). */
const LOADERS: Record<string, (args: never) => unknown> = {
  '': inboxLoader,
  '/sites': sitesLoader,
  '/annonces': listingsLoader,
  '/medias': mediaSitesLoader,
  '/rendez-vous': appointmentsLoader,
  '/membres': membersLoader,
  '/journal': journalLoader,
  '/donnees-personnelles': personalDataLoader,
  '/api': apiKeysLoader,
  '/webhooks': webhooksLoader,
  '/routage': routingLoader,
  '/statistiques': statisticsLoader,
  '/compte': accountLoader,
};

const ROLES = [
  'admin@reseau.example', // network admin, Maisonfort
  'lea.garnier@maisonfort.example', // owner of sevran
  'thomas.garnier@maisonfort.example', // adviser of sevran
  'claire.vasseur@diageo.example', // owner of diag-paris15
  'admin@diageo.example', // network admin, Diagéo (invited here: not a seeded demo member)
];

describe.each(TEST_DATABASES)('back-office walk of every header link on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('every header row has its page in this walk', () => {
    expect(BACKOFFICE_NAV.map((e) => e.path).sort()).toEqual(Object.keys(LOADERS).sort());
  });

  it.each(ROLES.flatMap((email) => (['fr', 'en'] as const).map((locale) => [email, locale] as const)))('%s (%s): each link the header offers opens (200, or 302 to its one site); a page it hides opens or is 404, never a 500', async (email, locale) => {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.backoffice.members.invite({ email: 'admin@diageo.example', displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    const prefix = locale === 'en' ? '/en/gestion' : '/gestion';
    const contextOf = async () => {
      const context = await backofficeContext(services, email);
      context.set(localeContext, locale);
      return context;
    };
    const layout = await layoutLoader({ request: new Request(`${ADMIN_ORIGIN}${prefix}`), params: {}, context: await contextOf() } as never);
    const offered = new Set(visibleNav(layout.member!).map((e) => e.path));
    const answers: string[] = [];
    for (const entry of BACKOFFICE_NAV) {
      const request = new Request(`${ADMIN_ORIGIN}${prefix}${entry.path}`);
      const loader = LOADERS[entry.path]!;
      answers.push(`${prefix}${entry.path}: ${await statusOf(async () => loader({ request, url: new URL(request.url), params: {}, context: await contextOf() } as never))}`);
    }
    // A hidden page may still open (the Diagéo admin's empty listings) or answer 404 (members for an owner).
    // An offered page opens, or sends to the one page it is about (media of an owner's only site: 302).
    const offeredAnswer = (answer: string) => answer.replace(/: (200|302)$/, ': opens');
    const hiddenAnswer = (answer: string) => answer.replace(/: (200|302|404)$/, ': opens or 404');
    expect(answers.map((a, i) => (offered.has(BACKOFFICE_NAV[i]!.path) ? offeredAnswer(a) : hiddenAnswer(a)))).toEqual(BACKOFFICE_NAV.map((e) => `${prefix}${e.path}: ${offered.has(e.path) ? 'opens' : 'opens or 404'}`));
  }, 60_000);
});
