import { buildQuoteLead, QUOTE_SEND_FAILURE } from '../../../../domain/quote/contact-form';
import { step2Href } from '../../../../domain/quote/funnel-links';
import { quoteAnswers, quoteRequestSchema } from '../../../../domain/quote/quote-request';
import { handleLeadPost } from '../../../../server/api/lead-endpoint.server';
import type { FamilyRouteArgs } from '../../../blocks/family.server';

// Quote step 2 (diagnostics spec §2, §3 "Lead submission", §7.3): the answers, the chosen
// diagnostics and the contact become one 'devis' lead; then on to the recap.
export function postQuoteRequest({ request, services, site }: FamilyRouteArgs): Promise<Response> {
  return handleLeadPost(request, services, site, {
    endpoint: '/api/devis',
    schema: quoteRequestSchema,
    errorFormat: 'json',
    failureMessage: QUOTE_SEND_FAILURE,
    // Without JavaScript: on to the recap, or back to step 2 with the message.
    formTargets: (body) => {
      const { recap, step2 } = quoteAnswers(body);
      return { success: recap, failure: step2 };
    },
    successFields: (body) => ({ redirect: quoteAnswers(body).recap }),
    toLead: ({ criteria, states, contact }, req) => ({
      ...buildQuoteLead(criteria, states, contact, { rendezVousDate: criteria.date, url: new URL(step2Href(criteria, states), req.url).toString() }),
      endpoint: '/api/devis',
    }),
  });
}
