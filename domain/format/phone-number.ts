import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Phone numbers as a visitor types them ('+33 (0)6-12-34-56-78', '06 12 34 56 78', '0033 6…') read by
 * libphonenumber-js, French by default (issue 38 item 8, decision 0072): stored in E.164
 * ('+33612345678'), shown the French way ('06 12 34 56 78'; a foreign number in its international form).
 */
export function toE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number for reading: national pairs for France, international otherwise, as given when unreadable. */
export function phoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored, 'FR');
  if (!parsed?.isValid()) return stored;
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
}
