import { z } from 'zod';

/** A passkey's name, as the member sees it in the list: 1 to 60 characters. Messages are catalogue keys. */
export const passkeyNameSchema = z.object({
  name: z.string({ error: 'account.nameEmpty' }).trim().min(1, { error: 'account.nameEmpty' }).max(60, { error: 'account.nameTooLong' }),
});
