import { describe, expect, it } from 'vitest';
import { fixedT } from '../app/i18n/instances.server';
import { translateMessage } from '../app/i18n/messages';
import { action } from '../app/routes/page';
import type { LeadFormAnswer } from '../server/forms/lead-form-action.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

/** What React Router hands back from `data(…)`: the answer and its status. */
type DataResult = { data: LeadFormAnswer; init: { status?: number } | null };

function formPost(fields: Record<string, string>): Request {
  return new Request('http://diag-paris15.localhost/contact', { method: 'POST', body: new URLSearchParams(fields) });
}

const CONTACT = { _formulaire: 'contact', _instance: 'contact', idempotencyKey: 'page-key:contact', name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour, un DPE ?' };

describe.each(TEST_DATABASES)('lead forms posted to their page on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const post = async (fields: Record<string, string>, site: string | null = 'diag-paris15') =>
    (await action({ request: formPost(fields), context: (await routeContext(services, site)) as never, params: {} } as never)) as unknown as DataResult;

  it('stores one contact lead, even when the same filling is posted twice (double click before the script loads)', async () => {
    const first = await post(CONTACT);
    const second = await post(CONTACT);
    expect(first.data.status).toBe('sent');
    expect(second.data.status).toBe('sent');
    const leads = await leadsOfSite(testDb.db, 'diag-paris15');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'contact', endpoint: '/api/contact/', firstname: 'Léa Martin', email: 'lea@example.fr', idempotency_key: 'page-key:contact' });
  });

  it('sends a bad e-mail back with the visitor’s input and the field’s message, storing nothing', async () => {
    const answer = await post({ ...CONTACT, email: 'lea@exemple' });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.status).toBe('invalid');
    expect(answer.data.instance).toBe('contact');
    // The reply carries the catalogue key (decision 0016); the field shows it in the page's language.
    expect(answer.data.result.error).toEqual({ email: ['forms:email.invalid'] });
    expect(translateMessage(fixedT('fr'), 'forms:email.invalid')).toBe('Email invalide');
    expect(answer.data.result.initialValue).toMatchObject({ name: 'Léa Martin', email: 'lea@exemple', message: 'Bonjour, un DPE ?' });
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it('stores a freebie lead with its payload from the hidden field', async () => {
    const answer = await post({
      _formulaire: 'cms-contact',
      _instance: 'freebie',
      idempotencyKey: 'page-key:freebie',
      type: 'freebies',
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@example.fr',
      payload: JSON.stringify({ freebie: 'tableau-des-diags', depuisUrl: '/' }),
    });
    expect(answer.data).toMatchObject({ status: 'sent', instance: 'freebie' });
    const [lead] = await leadsOfSite(testDb.db, 'diag-paris15');
    expect(lead).toMatchObject({ type: 'freebies', endpoint: '/api/cms-websites/contact', firstname: 'Léa', lastname: 'Martin' });
    expect(JSON.parse(lead!.payload)).toEqual({ freebie: 'tableau-des-diags', depuisUrl: '/' });
  });

  it('drops a post whose honeypot is filled, answering as if sent', async () => {
    const answer = await post({ ...CONTACT, website: 'http://spam.example' });
    expect(answer.data.status).toBe('sent');
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it('refuses an unknown form with a French 400', async () => {
    await expect(post({ ...CONTACT, _formulaire: 'newsletter' })).rejects.toMatchObject({ init: { status: 400 }, data: 'Formulaire inconnu : rien n’a été enregistré.' });
  });

  it('answers 404 for a host that names no site', async () => {
    await expect(post(CONTACT, null)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
