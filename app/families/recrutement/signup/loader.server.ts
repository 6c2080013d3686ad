import { formatMeetingDate } from '../../../../domain/recrutement/next-meeting';
import { fillTokens, recordTokens } from '../../../../domain/recrutement/record-text';
import { readSignupPageState } from '../../../../domain/recrutement/signup-page';
import { defineLoader } from '../../../blocks/loader-types';
import { fixedT } from '../../../i18n/instances.server';
import { meetingForSignup } from '../../../../server/recrutement/meeting-signup.server';
import { recordOf } from '../record.server';
import type { recrutementSignupBlock } from './block';

export const signupLoader = defineLoader<typeof recrutementSignupBlock>(async ({ site, url, locale }) => {
  const record = recordOf(site);
  const { meetings } = record;
  // A plain post to /api/reunion-information (from elsewhere) comes back here with its outcome in the query.
  const state = readSignupPageState(url.searchParams);
  const meetingTimes = fillTokens(fixedT(locale)('recrutement:signup.meetingTimes'), recordTokens(record, locale));
  return {
    data: {
      initial: state.kind === 'success' ? { kind: 'success', meetingLabel: state.meetingAt ? formatMeetingDate(state.meetingAt, meetings.timeZone, locale) : null } : state,
      nextMeeting: formatMeetingDate(meetingForSignup(record), meetings.timeZone, locale),
      meetingTimes,
    },
    // The thank-you state is not a page of its own for robots.
    seo: state.kind === 'success' ? { noindex: true } : undefined,
  };
});
