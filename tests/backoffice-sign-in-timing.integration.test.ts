import { describe, expect, it, vi } from 'vitest';
import { action as signInAction } from '../app/routes/gestion/sign-in';
import { CLIENT_IP_HEADER } from '../server/backoffice/http-edge.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext, formPost } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

/**
 * Issue 29: a known and an unknown e-mail get the same answer *and the same timing class*. No clock
 * here (timings belong to the bench): the test checks the order instead. The answer is complete before
 * the address is looked up or a link is made, for both alike, so nothing the lookup costs can show in
 * the answer's timing; the lookup still happens right after, for both.
 */
describe.each(TEST_DATABASES)('back-office sign-in timing class on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('the answer is made before the address is looked up, for a known and an unknown address alike', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const lookups: string[] = [];
    const isActiveEmail = services.backoffice.members.isActiveEmail.bind(services.backoffice.members);
    vi.spyOn(services.backoffice.members, 'isActiveEmail').mockImplementation(async (email: string) => {
      lookups.push(email);
      return isActiveEmail(email);
    });
    const links = vi.spyOn(services.backoffice.auth.api, 'signInMagicLink');
    for (const [email, ip] of [
      ['lea.garnier@maisonfort.example', '203.0.113.21'],
      ['personne@inconnu.example', '203.0.113.22'],
    ] as const) {
      const request = formPost('/gestion/connexion', { email }, { [CLIENT_IP_HEADER]: ip });
      const answer = (await signInAction({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, null) } as never)) as Response;
      expect(answer.status).toBe(303);
      // Answered: nobody looked the address up yet.
      expect(lookups).not.toContain(email);
      await vi.waitFor(() => expect(lookups).toContain(email));
    }
    // Only the member gets a link, after its answer.
    await vi.waitFor(() => expect(links).toHaveBeenCalledTimes(1));
    expect(links.mock.calls[0]?.[0]).toMatchObject({ body: { email: 'lea.garnier@maisonfort.example' } });
  }, 60_000);
});
