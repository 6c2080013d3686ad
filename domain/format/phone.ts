/** French phone numbers shown with digits in pairs ("06 12 34 56 78"), and their tel: form. */
export function phoneDigits(raw: string | null | undefined): string {
  if (!raw) return '';
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  // +33 6 12… and 0033 6 12… are shown the national way.
  if (trimmed.startsWith('+33') && digits.length === 11) return `0${digits.slice(2)}`;
  if (digits.startsWith('0033') && digits.length === 13) return `0${digits.slice(4)}`;
  return digits;
}

export function formatPhonePairs(raw: string | null | undefined): string {
  const digits = phoneDigits(raw);
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

export function phoneHref(raw: string | null | undefined): string {
  const digits = phoneDigits(raw);
  return digits ? `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}` : '';
}
