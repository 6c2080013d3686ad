import { z } from 'zod';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readBody } from '../../server/api/read-body.server';
import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.client-errors';

const clientErrorSchema = z.object({
  where: z.string().trim().min(1).max(100),
  message: z.string().trim().max(500).default(''),
  page: z.string().max(500).default(''),
});

export const loader = () => methodNotAllowed();

/** Browser-side failures, handed to the pluggable error reporter (logs by default). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readBody(request, { limit: BODY_LIMITS['api/client-errors'] });
  if (!read.ok) return Response.json({ message: read.message }, { status: read.status });
  const parsed = clientErrorSchema.safeParse(read.body);
  if (!parsed.success) return Response.json({ message: 'Rapport d’erreur invalide.' }, { status: 400 });
  const resolution = context.get(siteContext);
  const services = context.get(servicesContext);
  services.errors.report(new Error(parsed.data.message || parsed.data.where), {
    source: 'browser',
    where: parsed.data.where,
    page: parsed.data.page,
    site: resolution.kind === 'site' ? resolution.site.id : null,
  });
  return new Response(null, { status: 204 });
}
