import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Opens a better-auth session for a user whose passkey our own code has just verified
 * (server/auth/passkeys.server.ts): the library creates the session row and sets its signed cookie
 * exactly as for a sign-in link (same name, flags, lifetime). The endpoint is server-only: better-call's
 * router never exposes it over HTTP (and our routes reach no better-auth path but the link's
 * verification), so only `auth.api.openPasskeySession` from our action can call it.
 */
export function passkeySession() {
  return {
    id: 'vitrine-passkey-session',
    endpoints: {
      openPasskeySession: createAuthEndpoint('/passkey-session', { method: 'POST', body: z.object({ userId: z.string().min(1) }), requireHeaders: true, metadata: { SERVER_ONLY: true } }, async (ctx) => {
        const { userId } = ctx.body;
        const user = await ctx.context.internalAdapter.findUserById(userId);
        if (!user) throw new APIError('UNAUTHORIZED');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ ok: true });
      }),
    },
  } satisfies BetterAuthPlugin;
}
