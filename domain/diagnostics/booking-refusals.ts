/**
 * The sentences a booking refusal carries (decision 0097), shared by the server that writes them and
 * the step-2 form that shows them as they are (any other failure shows the spec's generic alert).
 */
export const SLOT_TAKEN_MESSAGE = {
  fr: 'Ce créneau vient d’être réservé. Choisissez-en un autre.',
  en: 'This slot has just been booked. Please choose another one.',
} as const;

export const SLOT_NOT_OFFERED_MESSAGE = {
  fr: 'Ce créneau n’est pas proposé. Choisissez-en un autre.',
  en: 'This slot is not offered. Please choose another one.',
} as const;

/** A slot chosen without the express request to be visited within the withdrawal period (L. 221-25, decision 0119). */
export const EXPRESS_REQUEST_MISSING = {
  fr: 'Pour un rendez-vous dans les 14 jours, cochez la demande d’intervention avant la fin du délai de rétractation, ou choisissez « Sans rendez-vous ».',
  en: 'For a visit within 14 days, tick the request to start before the withdrawal period ends, or choose “No appointment”.',
} as const;

const ALL: readonly string[] = [...Object.values(SLOT_TAKEN_MESSAGE), ...Object.values(SLOT_NOT_OFFERED_MESSAGE), ...Object.values(EXPRESS_REQUEST_MISSING)];

export function isBookingRefusal(text: string | null | undefined): text is string {
  return typeof text === 'string' && ALL.includes(text);
}
