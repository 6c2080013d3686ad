import { formatMeetingDate } from '../../../../domain/recrutement/next-meeting';
import { recordOfSite } from '../../../../domain/recrutement/record';
import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { defineLeadForm, type LeadFormPost } from '../../../../server/forms/define-lead-form.server';
import { meetingForSignup, meetingSignupLead } from '../../../../server/recrutement/meeting-signup.server';

/** The meeting a sign-up posted at `post.at` gets (the post's instant itself on a site without meetings). */
export function meetingOfPost(post: Pick<LeadFormPost, 'site' | 'at'>): Date {
  const record = recordOfSite(post.site);
  return record ? meetingForSignup(record, post.at) : post.at;
}

/**
 * Network spec §3–§5, the information-meeting sign-up (recruitment sites): its page
 * (/reunion-d-information) and POST /api/reunion-information store it. The lead, the success state
 * and the e-mail name the same meeting: the one of the post's instant.
 */
export const meetingSignupForm = defineLeadForm({
  schema: LEAD_FORMS['reunion-information'].schema,
  toLead: (input, post) => meetingSignupLead(input, meetingOfPost(post)),
  after: (post) => {
    const record = recordOfSite(post.site);
    return record ? { detail: formatMeetingDate(meetingOfPost(post), record.meetings.timeZone, post.locale) } : {};
  },
});
