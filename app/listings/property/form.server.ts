import { PROPERTY_CONTACT_LEAD_FORM, propertyContactMessage } from '../../../domain/listings/property-contact';
import { defineLeadForm } from '../../../server/forms/define-lead-form.server';
import type { Services } from '../../../server/services.server';

/** The spec's message when the listing is not one the site shows (withdrawn, another site's, unknown). */
export const UNKNOWN_LISTING_MESSAGE = 'Bien introuvable : il a peut-être été retiré de la vente.';

type Found = NonNullable<Awaited<ReturnType<Services['listings']['bySlug']>>>;

/**
 * The property page's contact form (spec §5, issue 11 item 6), posted to the property page itself:
 * the listing is looked up for the site first (published there, else 'Bien introuvable', nothing
 * stored); the lead goes to the listing's adviser, the site in copy. `/api/bien-immobilier/contact`
 * is its JSON adapter.
 */
export const propertyContactForm = defineLeadForm({
  schema: PROPERTY_CONTACT_LEAD_FORM.schema,
  lookup: async ({ slug }, { site }, services) => {
    const found = await services.listings.bySlug(slug);
    const visible = found && found.listing.publication === 'published' && found.listing.siteIds.includes(site.id);
    return visible ? { ok: true, found } : { ok: false, refusal: { status: 404, message: UNKNOWN_LISTING_MESSAGE } };
  },
  toLead: ({ name, email, phone, message, slug }, _post, { listing, agent }: Found) => ({
    type: 'bien-contact',
    endpoint: '/api/bien-immobilier/contact',
    firstname: name,
    email,
    phone,
    message: message || propertyContactMessage(listing.title),
    payload: { bien: { id: listing.id, slug, titre: listing.title, prix: listing.price, ville: `${listing.city} (${listing.zip})` }, conseiller: { id: agent.id, nom: agent.name }, consentement: true },
    recipients: [agent.email],
    routing: { adviserEmail: agent.email, postcode: listing.zip, price: listing.price },
  }),
});
