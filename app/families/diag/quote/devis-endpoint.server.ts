import { buildQuoteLead, QUOTE_SEND_FAILURE } from '../../../../domain/quote/contact-form';
import { step2Href } from '../../../../domain/quote/funnel-links';
import { offeredKeys } from '../../../../domain/quote/offered';
import { quoteAnswers, quoteRequestSchemaFor } from '../../../../domain/quote/quote-request';
import { handleLeadPost } from '../../../../server/api/lead-endpoint.server';
import { communeMatchesPostcode } from '../../../../server/geo/commune-check.server';
import type { FamilyRouteArgs } from '../../../blocks/family.server';

// Quote step 2 (diagnostics spec §2, §3 "Lead submission", §7.3): the answers, the chosen
// diagnostics and the contact become one 'devis' lead; then on to the recap.
export function postQuoteRequest({ request, services, site }: FamilyRouteArgs): Promise<Response> {
  // Only the diagnostics this site offers can be asked for (issue 17 item 3).
  const offered = offeredKeys(site.crm);
  return handleLeadPost(request, services, site, {
    endpoint: '/api/devis',
    schema: quoteRequestSchemaFor({ offered, communeExists: communeMatchesPostcode, now: new Date() }),
    errorFormat: 'json',
    failureMessage: QUOTE_SEND_FAILURE,
    // Without JavaScript: on to the recap, or back to the contact form of step 2 with the message.
    formTargets: (body) => {
      const { recap, step2 } = quoteAnswers(body, offered);
      return { success: recap, failure: `${step2}#coordonnees` };
    },
    successFields: (body) => ({ redirect: quoteAnswers(body, offered).recap }),
    toLead: ({ criteria, states, contact }, req) => ({
      ...buildQuoteLead(criteria, states, contact, { rendezVousDate: criteria.date, url: new URL(step2Href(criteria, states), req.url).toString(), offered }),
      endpoint: '/api/devis',
    }),
  });
}
