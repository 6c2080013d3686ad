import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../app/i18n/instances.server';
import Inbox, { loader } from '../app/routes/gestion/inbox';
import { INBOX_COUNT_CAP } from '../domain/backoffice/inbox-query';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

/** The inbox page as the server renders it for this member and query string (its real loader, then its component). */
async function inboxHtml(services: Services, email: string, search: string): Promise<string> {
  const url = new URL(`http://gestion.localhost/gestion${search}`);
  const loaderData = await loader({ request: new Request(url), url, params: {}, context: await backofficeContext(services, email) } as never);
  const Stub = createRoutesStub([{ path: '/gestion', Component: () => createElement(Inbox as never, { loaderData, params: {}, matches: [] }) }]);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor('fr') }, createElement(Stub, { initialEntries: [`/gestion${search}`] })));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each(TEST_DATABASES)('the inbox past its count cap on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('says "plus de 1 000" for a status past the cap, exact figures below it, and offers the next page without a page count', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const before = await services.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', 'sevran').executeTakeFirstOrThrow();
    const n = INBOX_COUNT_CAP + 5;
    const rows = Array.from({ length: n }, (_, i) => ({ id: `cap-${String(i).padStart(5, '0')}`, site_id: 'sevran', type: 'contact', endpoint: '/api/test', idempotency_key: `cap-${i}`, firstname: 'Julie', lastname: 'Martin', email: `cap${i}@example.fr`, phone: null, message: null, payload: '{}', created_at: new Date(Date.UTC(2026, 9, 1, 0, 0, i)).toISOString(), status: 'perdu' }));
    for (let i = 0; i < rows.length; i += 250) await services.db.insertInto('leads').values(rows.slice(i, i + 250)).execute();
    const gagne = { id: 'cap-won', site_id: 'sevran', type: 'contact', endpoint: '/api/test', idempotency_key: 'cap-won', firstname: 'Paul', lastname: 'Durand', email: 'paul@example.fr', phone: null, message: null, payload: '{}', created_at: '2026-10-02T00:00:00.000Z', status: 'gagne' };
    await services.db.insertInto('leads').values(gagne).execute();
    expect(Number(before.n) + n + 1).toBeGreaterThan(INBOX_COUNT_CAP);

    const all = text(await inboxHtml(services, 'lea.garnier@maisonfort.example', ''));
    expect(all).toContain('Perdu (plus de 1 000)');
    expect(all).toContain('Tous (plus de 1 000)');
    expect(all).toContain('Plus de 1 000 prospects');
    expect(all).toContain('Page 1');
    expect(all).not.toContain('Page 1 sur');
    expect(all).toContain('Page suivante');

    const won = await inboxHtml(services, 'lea.garnier@maisonfort.example', '?status=gagne');
    expect(text(won)).toMatch(/Gagné \(\d+\)/);
    const wonCount = await services.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', 'sevran').where('status', '=', 'gagne').executeTakeFirstOrThrow();
    expect(text(won)).toContain(`${Number(wonCount.n)} prospect`);
    expect(text(won)).not.toContain('Page suivante');
  }, 120_000);
});
