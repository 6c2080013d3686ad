import { energyLetterIssues } from './energy-letters';
import { isDwelling, legalIssues, listingSchema } from './listing';

/**
 * A listing that may be published: the stored shape, every legal mention, and DPE letters its figures
 * give (issue 38). Server-side: the browser never loads the label scales.
 */
export const publishableListingSchema = listingSchema.superRefine((listing, ctx) => {
  const issues = [...legalIssues(listing)];
  if (isDwelling(listing.type) && listing.energy?.kind === 'dpe') issues.push(...energyLetterIssues(listing.energy, listing.area));
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
});
