import { buildQuoteLead, QUOTE_CONTACT_FIELDS, QUOTE_CONTACT_FORM, QUOTE_SEND_FAILURE } from '../../../../domain/quote/contact-form';
import { step2Href } from '../../../../domain/quote/funnel-links';
import { offeredKeys } from '../../../../domain/quote/offered';
import { localizePath, type Locale } from '../../../../domain/i18n/locale';
import { quoteAnswers, type QuoteRefusal, quoteRefusalOf, quoteRequestSchemaFor } from '../../../../domain/quote/quote-request';
import { includedKeys } from '../../../../domain/quote/selection';
import { handleLeadPost } from '../../../../server/api/lead-endpoint.server';
import { LEAD_BODY_LIMIT } from '../../../../server/api/body-limits.server';
import { readBody } from '../../../../server/api/read-body.server';
import { bookingForPost, withBooking } from '../../../../server/diagnostics/quote-booking.server';
import { communeMatchesPostcode } from '../../../../server/geo/commune-check.server';
import { coveredKeys } from '../../../../domain/quote/existing-status';
import { parisDay } from '../../../../domain/diagnostics/slot-format';
import { withExistingReports } from '../../../../server/diagnostics/existing-reports-lead.server';
import type { FamilyRouteArgs } from '../../../blocks/family.server';
import { fixedT } from '../../../i18n/instances.server';
import { translateDomainMessage } from '../../../i18n/messages';

const localeOf = (body: Record<string, unknown>): Locale => (body.lang === 'en' ? 'en' : 'fr');

/** A refusal in another language than French, written as the step-2 form writes its own (title: items; English has no space before the colon). */
export function refusalText(refusal: QuoteRefusal, locale: Locale): string {
  const t = fixedT(locale);
  const lines = refusal.lines.map((m) => translateDomainMessage(t, m));
  return refusal.items.length ? `${lines.join('')}: ${refusal.items.map((m) => translateDomainMessage(t, m)).join(', ')}` : lines.join('\n');
}

// Quote step 2 (diagnostics spec §2, §3 "Lead submission", §7.3): the answers, the chosen
// diagnostics and the contact become one 'devis' lead; then on to the recap.
export async function postQuoteRequest({ request, services, site }: FamilyRouteArgs): Promise<Response> {
  // Only the diagnostics this site offers can be asked for (issue 17 item 3).
  const offered = offeredKeys(site.crm);
  // Read here (within the route's limit) to see the chosen slot and the grid first (issue 33).
  const read = request.method === 'POST' ? await readBody(request, { limit: LEAD_BODY_LIMIT }) : undefined;
  const today = parisDay(new Date());
  const booking = read?.ok ? await bookingForPost(services.db, site, read.body, request, new Date()) : null;
  return handleLeadPost(request, services, site, {
    endpoint: '/api/devis',
    schema: quoteRequestSchemaFor({ offered, communeExists: communeMatchesPostcode, now: new Date() }),
    errorFormat: 'json',
    failureMessage: QUOTE_SEND_FAILURE,
    // Without JavaScript: on to the recap, or back to the contact form of step 2 with the message,
    // in the page's language (the form's hidden `lang`).
    formTargets: (body) => {
      const { recap, step2 } = quoteAnswers(body, offered);
      const locale = localeOf(body);
      return { success: localizePath(booking?.recapHref(recap) ?? recap, locale), failure: `${localizePath(step2, locale)}#coordonnees` };
    },
    localeOf,
    keptInput: { form: QUOTE_CONTACT_FORM, fields: QUOTE_CONTACT_FIELDS },
    // French stays the domain's own sentence (the API's wording, pinned by its tests).
    refusalText: (error, locale) => {
      const refusal = locale === 'fr' ? null : quoteRefusalOf(error);
      return refusal ? refusalText(refusal, locale) : null;
    },
    successFields: (body) => {
      const { recap } = quoteAnswers(body, offered);
      return { redirect: booking?.recapHref(recap) ?? recap };
    },
    toLead: ({ criteria, states, contact }, req) => {
      const lead = withExistingReports(
        {
          ...buildQuoteLead(criteria, states, contact, { rendezVousDate: criteria.date, url: new URL(step2Href(criteria, states), req.url).toString(), offered }),
          endpoint: '/api/devis',
        },
        criteria,
        today,
      );
      // A report still valid for the project is left out of the price (issue 33 item 5).
      const covered = coveredKeys(criteria.existants, criteria.projet, today);
      const priced = includedKeys(criteria, states, offered).filter((k) => !covered.includes(k));
      return booking ? withBooking(lead, booking, criteria, priced, localeOf(read?.ok ? read.body : {})) : lead;
    },
  }, 'fr', read);
}
