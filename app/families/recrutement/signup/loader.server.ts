import { formatMeetingDate } from '../../../../domain/recrutement/next-meeting';
import { fillTokens, recordTokens } from '../../../../domain/recrutement/record-text';
import { readSignupPageState } from '../../../../domain/recrutement/signup-page';
import { defineLoader } from '../../../blocks/loader-types';
import { nextMeetingLabel, recordOf } from '../record.server';
import type { recrutementSignupBlock } from './SignupForm';

export const signupLoader = defineLoader<typeof recrutementSignupBlock>(async ({ site, url }) => {
  const record = recordOf(site);
  const state = readSignupPageState(url.searchParams);
  return {
    data: {
      initial: state.kind === 'success' ? { kind: 'success', meetingLabel: state.meetingAt ? formatMeetingDate(state.meetingAt, record.meetings.timeZone) : null } : state,
      nextMeeting: nextMeetingLabel(record),
      meetingTimes: fillTokens('chaque {reunionJour} à {reunionHeure}, durée {reunionDuree}', recordTokens(record)),
    },
    // The thank-you state is not a page of its own for robots.
    seo: state.kind === 'success' ? { noindex: true } : undefined,
  };
});
