import { energyLetterIssues } from './energy-letters';
import { isDwelling, legalIssues, listingSchema } from './listing';
import { tenantFeeIssues } from './tenant-fee-caps';

/**
 * A listing that may be published: the stored shape, every legal mention, and DPE letters its figures
 * give (issue 38), tenant fees within the caps of décret 2014-890 (issue 32). Server-side: the browser never loads the label scales.
 */
export const publishableListingSchema = listingSchema.superRefine((listing, ctx) => {
  const issues = [...legalIssues(listing)];
  if (isDwelling(listing.type) && listing.energy?.kind === 'dpe') issues.push(...energyLetterIssues(listing.energy, listing.area));
  // Décret 2014-890: the tenant's share of the fees, capped per m² by zone (issue 32 item 2).
  if (listing.status === 'rent' && listing.rent) issues.push(...tenantFeeIssues(listing.rent, listing.area, listing.insee));
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
});
