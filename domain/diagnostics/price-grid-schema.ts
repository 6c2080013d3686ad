import { z } from 'zod';
import { DIAGNOSTIC_KEYS } from '../quote/required';
import { isCalendarDay } from './calendar-day';
import { GRID_PROPERTY_TYPES, type PriceGrid } from './price-grid';

/** What a stored or edited grid must be (issue 33 item 1); French messages for the owner's form. */
const cents = z.number().int().min(0).max(10_000_000);

export const priceGridSchema = z
  .object({
    /** First day this version applies. */
    effectiveFrom: z.string().refine(isCalendarDay, 'Date invalide (AAAA-MM-JJ)'),
    /** Upper bounds in m² of each surface band but the last, ascending; the last band is open. */
    surfaceBands: z.array(z.number().int().positive()).max(10),
    /** price[diagnostic][propertyType] = one HT price per band (surfaceBands.length + 1 of them). */
    prices: z.partialRecord(z.enum(DIAGNOSTIC_KEYS), z.partialRecord(z.enum(GRID_PROPERTY_TYPES), z.array(cents))),
    /** From `fromCount` diagnostics, `basisPoints` off the diagnostics (not the travel). */
    packDiscounts: z.array(z.object({ fromCount: z.number().int().min(2), basisPoints: z.number().int().min(0).max(10000) })),
    /** The risk statement (ERP) is free when the quote holds at least this many other diagnostics. */
    erpFreeFrom: z.number().int().min(1).nullable(),
    /** Supplement per zone, ascending by distance; beyond the last zone the site does not go. */
    travelZones: z.array(z.object({ upToKm: z.number().positive(), supplement: cents })).min(1),
  })
  .superRefine((grid, ctx) => {
    const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);
    if (!ascending(grid.surfaceBands)) ctx.addIssue({ code: 'custom', path: ['surfaceBands'], message: 'Les tranches de surface doivent être croissantes' });
    if (!ascending(grid.travelZones.map((z) => z.upToKm))) ctx.addIssue({ code: 'custom', path: ['travelZones'], message: 'Les zones de déplacement doivent être croissantes' });
    if (!ascending(grid.packDiscounts.map((p) => p.fromCount))) ctx.addIssue({ code: 'custom', path: ['packDiscounts'], message: 'Les remises doivent être rangées par nombre croissant de diagnostics' });
    for (const [key, byType] of Object.entries(grid.prices)) {
      for (const [type, bandPrices] of Object.entries(byType ?? {})) {
        if (bandPrices && bandPrices.length !== grid.surfaceBands.length + 1) {
          ctx.addIssue({ code: 'custom', path: ['prices', key, type], message: 'Un prix par tranche de surface' });
        }
      }
    }
  }) satisfies z.ZodType<PriceGrid>;
