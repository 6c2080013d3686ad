import { PROPERTY_CONTACT_FIELDS, PROPERTY_CONTACT_FORM, propertyContactMessage, propertyContactSchema } from '../../domain/listings/property-contact';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.bien-immobilier.contact';

// Property page contact form (issue 11 item 6): stored as a lead addressed to the listing's adviser,
// the site in copy. The listing must be published on the site the form was posted from.
export const loader = () => methodNotAllowed();

export const UNKNOWN_LISTING_MESSAGE = 'Bien introuvable : il a peut-être été retiré de la vente.';

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;
  if (request.method !== 'POST') return methodNotAllowed();
  // Read once, within the route's limit: the listing is checked before the lead is stored.
  const peek = await readBody(request, { limit: BODY_LIMITS['api/bien-immobilier/contact'] });
  const slug = peek.ok && typeof peek.body.slug === 'string' ? peek.body.slug.trim() : '';
  const found = slug ? await services.listings.bySlug(slug) : null;
  if (site && peek.ok && slug) {
    const visible = found && found.listing.publication === 'published' && found.listing.siteIds.includes(site.id);
    if (!visible) {
      if (peek.isForm) {
        const back = new URL(ownReturnPath(peek.body.redirectTo, request.url), request.url);
        back.searchParams.set('erreur', UNKNOWN_LISTING_MESSAGE);
        return Response.redirect(back, 303);
      }
      return Response.json({ success: false, message: UNKNOWN_LISTING_MESSAGE }, { status: 404 });
    }
  }
  return handleLeadPost(request, services, site, {
    endpoint: '/api/bien-immobilier/contact',
    schema: propertyContactSchema,
    errorFormat: 'json',
    keptInput: { form: PROPERTY_CONTACT_FORM, fields: PROPERTY_CONTACT_FIELDS },
    toLead: ({ name, email, phone, message, slug: listingSlug }) => ({
      type: 'bien-contact',
      endpoint: '/api/bien-immobilier/contact',
      firstname: name,
      email,
      phone,
      message: message || (found ? propertyContactMessage(found.listing.title) : ''),
      payload: found
        ? { bien: { id: found.listing.id, slug: listingSlug, titre: found.listing.title, prix: found.listing.price, ville: `${found.listing.city} (${found.listing.zip})` }, conseiller: { id: found.agent.id, nom: found.agent.name }, consentement: true }
        : { bien: { slug: listingSlug } },
      ...(found ? { recipients: [found.agent.email], routing: { adviserEmail: found.agent.email, postcode: found.listing.zip, price: found.listing.price } } : {}),
    }),
  }, 'fr', peek);
}

