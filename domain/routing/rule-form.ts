import { z } from 'zod';
import { isInboxForm } from '../backoffice/lead-forms';
import { normaliseDepartment } from './place';
import { STRATEGIES } from './rules';

const price = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\u00a0\u202f.]/g, ''))
  .refine((v) => v === '' || /^\d{1,10}$/.test(v), { error: 'routing.form.priceInvalid' })
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || v <= 2_000_000_000, { error: 'routing.form.priceInvalid' });

/**
 * The network admin's 'new rule' form (issue 36). Messages are catalogue keys. Départements are typed
 * as a list ('93, 94, 2A'); members are checked, each with a weight (used by weighted round robin).
 */
export const ruleFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'routing.form.nameRequired' }).max(80, { error: 'routing.form.nameTooLong' }),
    siteIds: z.array(z.string().max(100)).max(200),
    forms: z.array(z.string().refine(isInboxForm, { error: 'routing.form.formInvalid' })).max(20),
    departments: z
      .string()
      .max(400)
      .transform((text, ctx) => {
        const parts = text.split(/[\s,;]+/).filter(Boolean);
        const out: string[] = [];
        for (const part of parts) {
          const d = normaliseDepartment(part);
          if (!d) {
            ctx.addIssue({ code: 'custom', message: 'routing.form.departmentInvalid', params: { value: part } });
            return z.NEVER;
          }
          if (!out.includes(d)) out.push(d);
        }
        return out;
      }),
    priceMin: price,
    priceMax: price,
    strategy: z.enum(STRATEGIES, { error: 'routing.form.strategyInvalid' }),
    targets: z.array(z.object({ memberId: z.string().min(1).max(100), weight: z.coerce.number({ error: 'routing.form.weightInvalid' }).int({ error: 'routing.form.weightInvalid' }).min(1, { error: 'routing.form.weightInvalid' }).max(100, { error: 'routing.form.weightInvalid' }) })).max(100),
  })
  .refine((v) => v.priceMin === null || v.priceMax === null || v.priceMin <= v.priceMax, { path: ['priceMax'], error: 'routing.form.priceOrder' })
  .refine((v) => v.strategy === 'site-owner' || v.targets.length > 0, { path: ['targets'], error: 'routing.form.membersRequired' })
  .refine((v) => v.strategy !== 'member' || v.targets.length === 1, { path: ['targets'], error: 'routing.form.oneMember' });

export type RuleFormInput = z.input<typeof ruleFormSchema>;
export type RuleFormValues = z.output<typeof ruleFormSchema>;

/** Escalation delay: minutes of working time (5 to 2 days of 10 hours), or empty for none. */
export const escalationSchema = z.object({
  minutes: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,4}$/.test(v), { error: 'routing.form.minutesInvalid' })
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || (v >= 5 && v <= 1200), { error: 'routing.form.minutesInvalid' }),
});

/** A member's availability: the last day of an absence (or empty), and its working week. */
export const availabilitySchema = z
  .object({
    memberId: z.string().min(1).max(100),
    absentUntil: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), { error: 'routing.form.dateInvalid' })
      .transform((v) => (v === '' ? null : v)),
    days: z.array(z.coerce.number().int().min(1).max(7)).min(1, { error: 'routing.form.daysRequired' }).max(7),
    start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'routing.form.timeInvalid' }),
    end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'routing.form.timeInvalid' }),
  })
  .refine((v) => v.start < v.end, { path: ['end'], error: 'routing.form.timeOrder' });
