import { renderDiagnosticsTablePdf } from '../../../../../server/pdf/diagnostics-table.server';
import type { FamilyRouteArgs } from '../../../../blocks/family.server';

// One rendering per brand, kept for the life of the process: the table only changes with a release.
const cache = new Map<string, Promise<Buffer>>();

/** The freebie PDF at a stable URL: the mandatory diagnostics table, generated with pdfkit. */
export async function diagnosticsTablePdf({ site }: FamilyRouteArgs): Promise<Response> {
  const brand = typeof site.settings.brand === 'string' ? site.settings.brand : site.name;
  let pdf = cache.get(brand);
  if (!pdf) {
    pdf = renderDiagnosticsTablePdf(brand);
    cache.set(brand, pdf);
  }
  return new Response(new Uint8Array(await pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="tableau-des-diagnostics.pdf"',
      'cache-control': 'public, max-age=86400',
    },
  });
}
