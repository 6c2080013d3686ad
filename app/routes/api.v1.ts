import { apiV1Of } from '../../server/api/v1/api.server';
import { notFound, problemResponse } from '../../server/api/v1/problem.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.v1';

/**
 * The network CRM's API (issue 34), /api/v1/* on the operator host (ADMIN_HOST) only: on a
 * franchisee's host it does not exist (404). Everything else is server/api/v1/.
 */
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  if (context.get(siteContext).kind !== 'backoffice') return problemResponse(notFound(), new URL(request.url).pathname);
  return apiV1Of(context.get(servicesContext)).handle(request);
}

export const loader = handle;
export const action = handle;
