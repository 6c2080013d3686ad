import { data, type RouterContextProvider } from 'react-router';
import { servicesContext, siteContext } from '../context';
import { familyServer } from '../families/index.server';

/**
 * A route only some families answer (a family's PDF, its quote endpoint): handled by the site's
 * family when it declares the route, a 404 otherwise.
 */
export async function runFamilyRoute(
  routePath: string,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  notFound: () => Response = () => {
    throw data(null, { status: 404 });
  },
): Promise<Response> {
  const resolution = context.get(siteContext);
  const handler = resolution.kind === 'site' ? familyServer(resolution.site.family).routes?.[routePath] : undefined;
  if (resolution.kind !== 'site' || !handler) return notFound();
  return handler({ request, url: new URL(request.url), site: resolution.site, services: context.get(servicesContext) });
}
