import { defineLoader } from '../../../blocks/loader-types';
import { nextMeetingLabel, recordOf } from '../record.server';
import type { recrutementLiveCtaBlock } from './LiveCta';

export const liveCtaLoader = defineLoader<typeof recrutementLiveCtaBlock>(async ({ site, locale }) => ({ data: { nextMeeting: nextMeetingLabel(recordOf(site), locale) } }));
