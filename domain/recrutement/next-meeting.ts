import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';

export interface MeetingSchedule {
  /** 0 = Sunday … 2 = Tuesday. */
  weekday: number;
  /** 'HH:MM', local time of `timeZone`. */
  time: string;
  timeZone: string;
}

/**
 * The next information meeting after `now` (spec §4: "next Tuesday at 9h", Europe/Paris). A sign-up on
 * the meeting day at or after its start gets the following week's meeting. Computed in the meeting's
 * time zone so 9h stays 9h on both sides of a daylight-saving change.
 */
export function nextMeeting(now: Date, schedule: MeetingSchedule): Date {
  const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
  const local = new TZDate(now.getTime(), schedule.timeZone);
  const daysAhead = (schedule.weekday - local.getDay() + 7) % 7;
  const day = addDays(local, daysAhead);
  let meeting = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0, schedule.timeZone);
  if (meeting.getTime() <= now.getTime()) {
    const later = addDays(day, 7);
    meeting = new TZDate(later.getFullYear(), later.getMonth(), later.getDate(), hours, minutes, 0, 0, schedule.timeZone);
  }
  return new Date(meeting.getTime());
}

/** 'mardi 1 décembre 2026 à 9h00' (or 'Tuesday 1 December 2026 at 9:00') in the meeting's time zone. */
export function formatMeetingDate(date: Date, timeZone: string, language: 'fr' | 'en' = 'fr'): string {
  const local = new TZDate(date.getTime(), timeZone);
  return language === 'en' ? format(local, "EEEE d MMMM yyyy 'at' H:mm", { locale: enGB }) : format(local, "EEEE d MMMM yyyy 'à' H'h'mm", { locale: fr });
}
