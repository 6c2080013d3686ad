import { z } from 'zod';
import { FAMILIES } from '../sites/site';

/**
 * A site's identity as a network admin sets it in the back-office (issue 29 item 5): its id (also its
 * `<id>.localhost` demo host, never changed once created), its name, its production hosts, its family.
 * Messages are catalogue keys of the back-office ('siteForm.error.…').
 */
export const siteIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'siteForm.error.siteId');

export const siteNameSchema = z.string().trim().min(1, 'siteForm.error.required').max(120, 'siteForm.error.nameTooLong');

/** A production host: a domain name of at least two labels, lower case; `*.localhost` is given to every site already. */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'siteForm.error.host')
  .refine((host) => !host.endsWith('.localhost'), 'siteForm.error.hostLocal');

/** The hosts, one per line as typed in the form: the first is the canonical one; a repeat is refused. */
export const hostsSchema = z
  .string()
  .transform((text) =>
    text
      .split(/[\r\n]+/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(z.array(hostSchema).max(10, 'siteForm.error.tooManyHosts'))
  .refine((hosts) => new Set(hosts).size === hosts.length, 'siteForm.error.hostTwice');

export const familySchema = z.enum(FAMILIES, { error: 'siteForm.error.family' });

/** The identity part of the admin's form (creation adds the id and the family). */
export const siteIdentitySchema = z.object({ name: siteNameSchema, hosts: hostsSchema });
export const newSiteIdentitySchema = siteIdentitySchema.extend({ id: siteIdSchema, family: familySchema });
