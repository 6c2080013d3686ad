import { z } from 'zod';

/** The sign-in form: one e-mail address. The message is a key of the 'gestion' catalogue. */
export const signInSchema = z.object({
  email: z
    .string({ error: 'signIn.emailInvalid' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'signIn.emailInvalid' })
    .pipe(z.email({ error: 'signIn.emailInvalid' })),
});

/** An invitation: e-mail, name, role, and the site for owners and advisers. Messages are catalogue keys. */
export const invitationSchema = z
  .object({
    email: z.string({ error: 'members.emailInvalid' }).trim().toLowerCase().max(254, { error: 'members.emailInvalid' }).pipe(z.email({ error: 'members.emailInvalid' })),
    name: z.string().trim().max(120).optional().default(''),
    role: z.enum(['network-admin', 'site-owner', 'adviser'], { error: 'members.roleInvalid' }),
    site: z.string().trim().max(80).optional().default(''),
  })
  .refine((v) => v.role === 'network-admin' || v.site !== '', { path: ['site'], error: 'members.siteRequired' });

/** A note on a lead: some text, 4,000 characters at most. */
export const noteSchema = z.object({ note: z.string({ error: 'lead.noteEmpty' }).trim().min(1, { error: 'lead.noteEmpty' }).max(4000, { error: 'lead.noteTooLong' }) });
