import { HONEYPOT_FIELD } from '../../domain/leads/schemas';
import { formatMeetingDate } from '../../domain/recrutement/next-meeting';
import { recordOfSite } from '../../domain/recrutement/record';
import { meetingSignupSchema, SIGNUP_SUCCESS } from '../../domain/recrutement/signup';
import { signupErrorPath, signupSuccessPath } from '../../domain/recrutement/signup-page';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { type BodyResult, readBody } from '../../server/api/read-body.server';
import { leadEndpointOf } from '../../server/forms/define-lead-form.server';
import { MEETING_SIGNUP_ENDPOINT } from '../../server/recrutement/meeting-signup.server';
import { meetingOfPost, meetingSignupForm } from '../families/recrutement/signup/form.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.reunion-information';

export const loader = () => methodNotAllowed();

/** A plain form post with wrong fields goes back to the form naming them (the JSON path answers 400 itself). */
function formFieldErrors(read: BodyResult): string[] | null {
  if (!read.ok || !read.isForm) return null;
  const { body } = read;
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '') return null;
  const parsed = meetingSignupSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues.map((i) => String(i.path[0] ?? ''));
}

// Information-meeting sign-up (network spec §3, §4, §5; issue 15 item 2): stored, forwarded, confirmed by e-mail with an .ics.
export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;
  const record = site ? recordOfSite(site) : null;
  if (site && !record) {
    return Response.json({ success: false, message: 'Ce site ne propose pas de réunion d’information.' }, { status: 404 });
  }
  if (request.method !== 'POST') return methodNotAllowed();
  // Read once, within the route's limit (issue 37): the fields are checked, then the same body is stored.
  const read = await readBody(request, { limit: BODY_LIMITS['api/reunion-information'] });
  const fields = formFieldErrors(read);
  if (fields) return Response.redirect(new URL(signupErrorPath(fields), request.url), 303);

  // One instant per request: the e-mail names the meeting the visitor is shown. A thin adapter: this
  // URL's contract around the form the recruitment family declares.
  const at = new Date();
  const meetingAt = site ? meetingOfPost({ site, at }) : at;
  return handleLeadPost(request, context.get(servicesContext), site, {
    ...leadEndpointOf(meetingSignupForm, { locale: 'fr', at }, { endpoint: MEETING_SIGNUP_ENDPOINT, errorFormat: 'json' }),
    formTargets: () => ({ success: signupSuccessPath(meetingAt), failure: signupErrorPath([]) }),
    successFields: () => ({
      message: SIGNUP_SUCCESS,
      meetingAt: meetingAt.toISOString(),
      meetingLabel: record ? formatMeetingDate(meetingAt, record.meetings.timeZone) : null,
    }),
  }, 'fr', read);
}
