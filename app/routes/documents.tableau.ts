import { data } from 'react-router';
import { renderDiagnosticsTablePdf } from '../../server/pdf/diagnostics-table.server';
import { siteContext } from '../context';
import type { Route } from './+types/documents.tableau';

// One rendering per brand, kept for the life of the process: the table only changes with a release.
const cache = new Map<string, Promise<Buffer>>();

/** The freebie PDF at a stable URL: the mandatory diagnostics table, generated with pdfkit. */
export async function loader({ context }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site' || resolution.site.family !== 'diag') throw data(null, { status: 404 });
  const brand = typeof resolution.site.settings.brand === 'string' ? resolution.site.settings.brand : resolution.site.name;
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
