import { redirect } from 'react-router';
import { applyConsentRequest, consentSetCookie, parseConsentRequest } from '../../domain/consent/consent';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readForm } from '../../server/api/read-body.server';
import { consentContext, siteContext } from '../context';
import type { Route } from './+types/api.consentement';

function refusal(status: number, message: string, json: boolean): Response {
  return json ? Response.json({ ok: false, message }, { status }) : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export function loader() {
  return Response.json({ ok: false, message: 'Méthode non autorisée : utilisez POST.' }, { status: 405, headers: { allow: 'POST' } });
}

/**
 * POST /api/consentement: stores the visitor's choice (banner, preferences page, or an embed's
 * placeholder) in the consent cookie for six months, then goes back to `retour` (plain form post)
 * or answers JSON (the in-page form, `Accept: application/json`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const json = (request.headers.get('accept') ?? '').includes('application/json');
  if (context.get(siteContext).kind === 'unknown') return refusal(404, 'Site inconnu.', json);
  const read = await readForm(request, BODY_LIMITS['api/consentement']);
  if (!read.ok) return refusal(read.status, read.status === 413 ? read.message : 'Formulaire illisible : choix des cookies non enregistré.', json);
  const { form } = read;
  const choice = parseConsentRequest({ choice: form.get('choice'), purposes: form.getAll('purpose') });
  if (!choice) return refusal(400, 'Choix des cookies inconnu : rien n’a été enregistré.', json);

  const current = context.get(consentContext);
  const next = applyConsentRequest(current, choice, new Date());
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'set-cookie': consentSetCookie(next, secure), 'cache-control': 'no-store' });
  if (json) return Response.json({ ok: true, consent: next, analyticsRevoked: current.granted.analytics && !next.granted.analytics }, { headers });
  return redirect(ownReturnPath(form.get('retour'), request.url), { status: 303, headers });
}
