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

const ALL: readonly string[] = [...Object.values(SLOT_TAKEN_MESSAGE), ...Object.values(SLOT_NOT_OFFERED_MESSAGE)];

export function isBookingRefusal(text: string | null | undefined): text is string {
  return typeof text === 'string' && ALL.includes(text);
}
