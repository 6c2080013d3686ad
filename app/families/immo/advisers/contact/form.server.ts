import type { Adviser } from '../../../../../domain/advisers/adviser';
import type { Site } from '../../../../../domain/sites/site';
import { expertimoContactSchema } from '../../../../../domain/leads/schemas';
import { defineLeadForm } from '../../../../../server/forms/define-lead-form.server';
import type { Services } from '../../../../../server/services.server';
import { UNKNOWN_ADVISER_MESSAGE } from '../../../../../domain/advisers/contact-messages';


/** The active adviser of this site's network with this id, else null (unknown, inactive, another network's). */
export async function adviserOfSite(services: Services, site: Site, advisorId: string): Promise<Adviser | null> {
  const networks = await services.advisers.networkSiteIdsOf(site);
  return services.advisers.activeById(networks, advisorId.trim());
}

/**
 * The adviser contact page's three forms (network spec §2, §7 row 2: Message, Devis, RDV; the tab in
 * `kind`), posted to the contact page itself (decision 0161): the adviser is looked up for the site
 * first (an active adviser of its network, else 'Conseiller inconnu', nothing stored); the lead goes
 * to that adviser, the site in copy. `/api/expertimo/contact` is its JSON adapter.
 */
export const adviserContactForm = defineLeadForm({
  schema: expertimoContactSchema,
  lookup: async ({ advisorId }, { site }, services) => {
    const adviser = advisorId ? await adviserOfSite(services, site, advisorId) : null;
    return adviser ? { ok: true, found: adviser } : { ok: false, refusal: { status: 404, message: UNKNOWN_ADVISER_MESSAGE } };
  },
  toLead: ({ firstName, lastName, email, phone, message, ...rest }, _post, adviser: Adviser) => ({
    type: `conseiller-${rest.kind}`,
    endpoint: '/api/expertimo/contact',
    firstname: firstName,
    lastname: lastName,
    email,
    phone,
    message,
    payload: {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
      conseiller: { id: adviser.id, nom: `${adviser.firstName} ${adviser.lastName}`, email: adviser.email },
    },
    recipients: [adviser.email],
  }),
});
