import { data } from 'react-router';
import { formatMeetingDate, nextMeeting } from '../../../domain/recrutement/next-meeting';
import { type RecrutementRecord, recordOfSite } from '../../../domain/recrutement/record';
import type { Locale } from '../../../domain/i18n/locale';
import type { Site } from '../../../domain/sites/site';

/** The site's recruitment record; a site without a usable one answers 503 with a French message, never a 500. */
export function recordOf(site: Site): RecrutementRecord {
  const record = recordOfSite(site);
  if (!record) throw data('Site de recrutement incomplet : sa fiche (tarifs, réunions) est absente ou illisible.', { status: 503 });
  return record;
}

export function brandOf(site: Site): string {
  return site.settings.brand || site.name;
}

/** The next information meeting, in words ('mardi 1 décembre 2026 à 9h00', 'Tuesday 1 December 2026 at 9:00'). */
export function nextMeetingLabel(record: RecrutementRecord, locale: Locale = 'fr', now = new Date()): string {
  return formatMeetingDate(nextMeeting(now, record.meetings), record.meetings.timeZone, locale);
}
