import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../server/services.server';
import { TEST_DATABASES, type TestDb } from '../../tests/helpers/test-db';
import { jsonPost } from '../../tests/helpers/test-services';
import { servicesContext } from '../context';
import { middleware } from '../root';
import { action, loader } from './api.cms-websites.activ-simulateur-track';
import { freshServicesEach } from '../../tests/helpers/fresh-services';

const URL_TRACK = 'http://localhost/api/cms-websites/activ-simulateur-track';

describe.each(TEST_DATABASES)('POST /api/cms-websites/activ-simulateur-track on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  /** Runs the root middleware (site from X-Site / X-Subdomain, else the host), then the action. */
  async function call(request: Request): Promise<Response> {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const args = { request, url: new URL(request.url), context, params: {} } as never;
    let response: Response | undefined;
    const dispatch = async (i: number): Promise<Response> => {
      const step = middleware[i];
      if (!step) return (response = (await action(args)) as Response);
      await step(args, (() => dispatch(i + 1)) as never);
      return response!;
    };
    return dispatch(0);
  }

  const rows = () => testDb.db.selectFrom('simulator_tracking').selectAll().execute();

  it('records the number for the site named by X-Site / X-Subdomain', async () => {
    const response = await call(
      jsonPost(URL_TRACK, { numero: ' 2429e 1836524K ', pageUrl: 'https://paris15.diageo.fr/simulateur-dpe' }, { 'X-Site': 'diageo.fr', 'X-Subdomain': 'paris15' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ site_id: 'diag-paris15', numero: '2429E1836524K', page_url: 'https://paris15.diageo.fr/simulateur-dpe' });
  });

  it('falls back to the referer for the page URL', async () => {
    const response = await call(
      jsonPost(URL_TRACK, { numero: '2369E2047713B' }, { 'X-Site': 'diageo.fr', 'X-Subdomain': 'annecy', referer: 'https://annecy.diageo.fr/simulateur' }),
    );
    expect(response.status).toBe(200);
    expect(await rows()).toMatchObject([{ site_id: 'diag-annecy', numero: '2369E2047713B', page_url: 'https://annecy.diageo.fr/simulateur' }]);
  });

  it('refuses an empty number with 400', async () => {
    const response = await call(jsonPost(URL_TRACK, { numero: '   ' }, { 'X-Site': 'diageo.fr', 'X-Subdomain': 'paris15' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Le numéro de DPE est obligatoire.' });
    expect(await rows()).toHaveLength(0);
  });

  it('answers 404 for an unknown site', async () => {
    const response = await call(jsonPost(URL_TRACK, { numero: '2429E1836524K' }, { 'X-Site': 'inconnu.example', 'X-Subdomain': 'nulle-part' }));
    expect(response.status).toBe(404);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 404 without any site (directory host, no headers)', async () => {
    const response = await call(jsonPost(URL_TRACK, { numero: '2429E1836524K' }));
    expect(response.status).toBe(404);
  });
});

describe('GET /api/cms-websites/activ-simulateur-track', () => {
  it('is refused with 405', () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
