import { z } from 'zod';

/**
 * The personal-data page's search (issue 29 item 7): one e-mail address and/or one phone number, as
 * the person gave them. Messages are keys of the 'gestion' catalogue.
 */
export const personalDataQuerySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { error: 'privacy.emailInvalid' })
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'privacy.emailInvalid' }),
    phone: z
      .string()
      .trim()
      .max(40, { error: 'privacy.phoneInvalid' })
      .refine((v) => v === '' || (/^[+\d\s().-]+$/.test(v) && nationalDigits(v).length >= 8), { error: 'privacy.phoneInvalid' }),
  })
  .refine((v) => v.email !== '' || v.phone !== '', { path: ['email'], error: 'privacy.queryEmpty' });

export type PersonalDataQuery = { email: string; phone: string };

/**
 * A phone number's digits without what the ways of writing it add: '06 39 98 00 00', '+33 6 39 98 00 00'
 * and '0033639980000' all give '639980000', which ends every stored form of that number.
 */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0033')) return digits.slice(4);
  if (phone.trim().startsWith('+33') && digits.startsWith('33')) return digits.slice(2);
  return digits.replace(/^0(?=\d{8})/, '');
}
