import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { logWriteFailure } from '../../server/db/write-failure.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.cms-websites.activ-simulateur-track';

// Diagnostics spec §7.4: one line per certificate looked up on a site's simulator page.
export const loader = () => methodNotAllowed();

const trackSchema = z.object({
  numero: z.string().trim().min(1, 'Le numéro de DPE est obligatoire.').max(40, 'Numéro de DPE trop long.'),
  pageUrl: z.string().trim().max(500).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') return Response.json({ success: false, message: 'Site inconnu.' }, { status: 404 });
  const read = await readBody(request, { limit: BODY_LIMITS['api/cms-websites/activ-simulateur-track'] });
  if (!read.ok) return Response.json({ success: false, message: read.message }, { status: read.status });
  const parsed = trackSchema.safeParse(read.body);
  if (!parsed.success) return Response.json({ success: false, message: parsed.error.issues[0]?.message ?? 'Requête invalide.' }, { status: 400 });
  const pageUrl = (parsed.data.pageUrl || request.headers.get('referer') || '').slice(0, 500);
  try {
    await services.db
      .insertInto('simulator_tracking')
      .values({ id: randomUUID(), site_id: resolution.site.id, numero: parsed.data.numero.replace(/\s+/g, '').toUpperCase(), page_url: pageUrl, created_at: new Date().toISOString() })
      // One line per certificate and page (spec §4): a repeat is a success, not an error.
      .onConflict((oc) => oc.columns(['site_id', 'numero', 'page_url']).doNothing())
      .execute();
    return Response.json({ success: true });
  } catch (error) {
    const context = { site: resolution.site.id, endpoint: '/api/cms-websites/activ-simulateur-track' };
    if (!logWriteFailure(services.logger, error, 'simulator tracking not stored', context)) services.errors.report(error, context);
    return Response.json({ success: false, message: 'Suivi indisponible pour le moment.' }, { status: 503 });
  }
}
