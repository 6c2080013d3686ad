import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const signupSchema = z.object({ id: z.string().default('inscription'), title: z.string().optional() });

/** The information-meeting sign-up form: an island, it and the lead-form code load on its page only (decisions 48, 54). */
export const recrutementSignupBlock = defineBlock(signupSchema, island(() => import('./SignupForm').then((m) => m.SignupForm)));
