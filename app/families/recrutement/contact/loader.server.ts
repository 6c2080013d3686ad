import { recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { nextMeetingLabel, recordOf } from '../record.server';
import type { recrutementContactBlock } from './Contact';

export const contactLoader = defineLoader<typeof recrutementContactBlock>(async ({ site }) => {
  const record = recordOf(site);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { data: { phone: text(site.settings.phone), email: text(site.settings.email), nextMeeting: nextMeetingLabel(record), durationLabel: recordTokens(record).reunionDuree ?? '' } };
});
