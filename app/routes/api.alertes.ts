import { randomBytes, randomUUID } from 'node:crypto';
import { alertCriteriaOf, buyerAlertFormSchema } from '../../domain/alerts/alert-form';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.alertes';

// Buyer alerts (issue 11 item 8): the form is a lead like any other (stored, forwarded to the site),
// and the alert itself is kept, pending the visitor's confirmation (double opt-in, to be sent).
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;
  const copy = request.clone();
  const response = await handleLeadPost(request, services, site, {
    endpoint: '/api/alertes',
    schema: buyerAlertFormSchema,
    errorFormat: 'json',
    toLead: (form) => ({
      type: 'alerte-acheteur',
      endpoint: '/api/alertes',
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      phone: form.tel,
      message: form.message,
      payload: { criteres: alertCriteriaOf(form), consentement: true },
    }),
  });
  // A new lead (201), not a replay of the same submission (200): keep the alert once.
  if (site && response.status === 201) {
    const read = await readBody(copy);
    const parsed = read.ok ? buyerAlertFormSchema.safeParse(read.body) : null;
    if (parsed?.success) {
      const form = parsed.data;
      await services.db
        .insertInto('buyer_alerts')
        .values({ id: randomUUID(), site_id: site.id, email: form.email, firstname: form.firstname, lastname: form.lastname, phone: form.tel, message: form.message || null, criteria: JSON.stringify(alertCriteriaOf(form)), status: 'pending', confirm_token: randomBytes(24).toString('base64url'), created_at: new Date().toISOString(), confirmed_at: null, unsubscribed_at: null, last_notified_at: null })
        .execute();
    }
  }
  return response;
}
