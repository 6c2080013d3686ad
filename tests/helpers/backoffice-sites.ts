import { RouterContextProvider } from 'react-router';
import { servicesContext } from '../../app/context';
import { middleware as rootMiddleware } from '../../app/root';
import { action as siteAction, loader as siteLoader } from '../../app/routes/gestion/site';
import { action as newSiteAction, loader as newSiteLoader } from '../../app/routes/gestion/site-new';
import { loader as sitesLoader } from '../../app/routes/gestion/sites';
import { loader as journalLoader } from '../../app/routes/gestion/journal';
import type { Services } from '../../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './backoffice';

export const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
export const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
export const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
export const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran

type Loader = (args: never) => unknown;

/** A back-office GET as the member `who`: the loader's data, or its thrown answer. */
export async function getAs(services: Services, loader: Loader, who: string, path: string, params: Record<string, string> = {}): Promise<unknown> {
  const request = new Request(`${ADMIN_ORIGIN}${path}`);
  return loader({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never);
}

export const statusOfGet = async (services: Services, loader: Loader, who: string, path: string, params: Record<string, string> = {}) => statusOf(() => getAs(services, loader, who, path, params));

/** A back-office form post as the member `who`: the action's answer (303, 400 data…) or thrown 404. */
export async function postAs(services: Services, action: Loader, who: string, path: string, fields: Record<string, string>, params: Record<string, string> = {}): Promise<unknown> {
  const request = formPost(path, fields);
  return action({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never);
}

export const statusOfPost = async (services: Services, action: Loader, who: string, path: string, fields: Record<string, string>, params: Record<string, string> = {}) => statusOf(() => postAs(services, action, who, path, fields, params));

/** The fields of a site's edit page as its form would post them back unchanged (what the member sees). */
export async function shownFields(services: Services, who: string, siteId: string): Promise<Record<string, string>> {
  const page = (await getAs(services, siteLoader, who, `/gestion/sites/${siteId}`, { siteId })) as { site: { name: string; hosts: string[] }; fields: { name: string; value: string | boolean }[]; asAdmin: boolean };
  const fields: Record<string, string> = { intent: 'save' };
  for (const f of page.fields) if (f.value !== false) fields[f.name] = f.value === true ? 'on' : String(f.value);
  if (page.asAdmin) Object.assign(fields, { name: page.site.name, hosts: page.site.hosts.join('\n') });
  return fields;
}

/** A public request through the root's middleware (locale, host → site) into a route's action or loader. */
export async function publicRequest(services: Services, request: Request, handler: (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<unknown>): Promise<unknown> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const url = new URL(request.url);
  let result: unknown;
  const chain = async (index: number): Promise<unknown> => {
    const middleware = rootMiddleware[index];
    if (!middleware || index > 1) {
      result = await handler({ request, context, params: {} });
      return result;
    }
    return middleware({ request, url, context, params: {}, unstable_pattern: '' } as never, (() => chain(index + 1)) as never);
  };
  await chain(0);
  return result;
}

export { journalLoader, newSiteAction, newSiteLoader, siteAction, siteLoader, sitesLoader };
