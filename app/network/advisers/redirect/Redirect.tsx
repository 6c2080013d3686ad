import { z } from 'zod';
import { defineBlock } from '../../../blocks/types';

const schema = z.object({ to: z.string().startsWith('/') });

/** Renders nothing: its loader answers with a redirect (the spec's parameterless routes). */
function Redirect() {
  return null;
}

export const redirectBlock = defineBlock(schema, Redirect, { static: true });
