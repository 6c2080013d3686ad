import { RouterContextProvider } from 'react-router';
import { servicesContext, siteContext } from '../../app/context';
import { localeContext } from '../../app/i18n/context';
import { memberContext } from '../../app/routes/gestion/member-context';
import type { Services } from '../../server/services.server';

export const ADMIN_ORIGIN = 'http://gestion.localhost';

/** The router context of a back-office request, signed in as the member with this e-mail (null: signed out). */
export async function backofficeContext(services: Services, email: string | null): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(siteContext, { kind: 'backoffice' });
  context.set(localeContext, 'fr');
  if (email) {
    const user = await services.db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const member = await services.backoffice.members.activeMemberOfUser(user.id);
    if (!member) throw new Error(`${email} is no active member`);
    context.set(memberContext, { member, userId: user.id });
  }
  return context;
}

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ADMIN_ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { origin: ADMIN_ORIGIN, ...headers } });
}

/** The status a loader or action answers: a thrown Response / data(), or the returned one (200 when plain data). */
export async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    if (result && typeof result === 'object' && 'init' in result) return (result as { init?: { status?: number } | null }).init?.status ?? 200;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return (thrown as { init?: { status?: number } | null }).init?.status ?? 500;
    throw thrown;
  }
}
