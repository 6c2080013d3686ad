import { durationLabel } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { nextMeetingLabel, recordOf } from '../record.server';
import type { recrutementContactBlock } from './Contact';

export const contactLoader = defineLoader<typeof recrutementContactBlock>(async ({ site, locale }) => {
  const record = recordOf(site);
  const { settings } = site;
  return { data: { phone: settings.phone ?? '', email: settings.email ?? '', nextMeeting: nextMeetingLabel(record, locale), durationLabel: durationLabel(record.meetings.durationMinutes) } };
});
