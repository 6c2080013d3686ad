import { data } from 'react-router';
import { formatMeetingDate, nextMeeting } from '../../../domain/recrutement/next-meeting';
import { parseRecrutementRecord, type RecrutementRecord } from '../../../domain/recrutement/record';
import type { Site } from '../../../domain/sites/site';

/** The site's recruitment record; a site without a usable one answers 503 with a French message, never a 500. */
export function recordOf(site: Site): RecrutementRecord {
  const parsed = parseRecrutementRecord(site.settings);
  if (!parsed.ok) throw data(`Site de recrutement incomplet : ${parsed.problems.join(' ; ')}`, { status: 503 });
  return parsed.record;
}

export function brandOf(site: Site): string {
  return typeof site.settings.brand === 'string' && site.settings.brand ? site.settings.brand : site.name;
}

/** The next information meeting, in words ('mardi 1 décembre 2026 à 9h00'). */
export function nextMeetingLabel(record: RecrutementRecord, now = new Date()): string {
  return formatMeetingDate(nextMeeting(now, record.meetings), record.meetings.timeZone);
}
