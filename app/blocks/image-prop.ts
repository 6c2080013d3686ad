import { z } from 'zod';

/**
 * An image a block shows (decision 0099): its URL on this site (an `/img` variant or a public file) and
 * its alternative text. The page editor recognises this schema and edits it with its media picker.
 */
export const imageProp = z.object({
  src: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s"'<>]*$/),
  alt: z.string().max(200),
});

export type ImageProp = z.output<typeof imageProp>;
