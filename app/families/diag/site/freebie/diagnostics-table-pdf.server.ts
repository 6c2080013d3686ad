import { fullName } from '../../../../../domain/diag/crm';
import type { DiagSite } from '../../../../../domain/diag/site';
import { renderDiagnosticsTablePdf, type TableBranding } from '../../../../../server/pdf/diagnostics-table.server';
import type { FamilyRouteArgs } from '../../../../blocks/family.server';

// One rendering per site and letterhead, kept for the life of the process: the table only changes with a release.
const cache = new Map<string, Promise<Buffer>>();

/** The freebie PDF at a stable URL: the mandatory diagnostics table, branded for the local diagnostician. */
export async function diagnosticsTablePdf({ site }: FamilyRouteArgs<DiagSite>): Promise<Response> {
  const crm = site.crm;
  const branding: TableBranding = {
    brand: typeof site.settings.brand === 'string' ? site.settings.brand : site.name,
    businessName: site.name,
    person: fullName(crm),
    phone: crm.PhoneNumber ?? '',
    email: crm.Email ?? '',
    address: crm.Address ?? '',
  };
  const key = `${site.id}:${JSON.stringify(branding)}`;
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = renderDiagnosticsTablePdf(branding);
    cache.set(key, pdf);
  }
  return new Response(new Uint8Array(await pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="tableau-des-diagnostics.pdf"',
      'cache-control': 'public, max-age=86400',
    },
  });
}
