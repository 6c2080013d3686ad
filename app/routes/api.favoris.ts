import { redirect } from 'react-router';
import { changeFavourites, favouritesSetCookie, type FavouriteChange, isListingSlug, readFavouriteSlugs } from '../../domain/listings/favourites-cookie';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readForm } from '../../server/api/read-body.server';
import { siteContext } from '../context';
import type { Route } from './+types/api.favoris';

const CHANGES: Record<string, FavouriteChange> = { ajouter: 'add', retirer: 'remove', basculer: 'toggle' };

function refusal(status: number, message: string, json: boolean): Response {
  return json ? Response.json({ ok: false, message }, { status }) : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export function loader() {
  return Response.json({ ok: false, message: 'Méthode non autorisée : utilisez POST.' }, { status: 405, headers: { allow: 'POST' } });
}

/**
 * POST /api/favoris (issue 39 item 8): 'Favori' on a property page and 'Retirer' on /favoris, with
 * or without JavaScript. Changes the favourites cookie (`favori` = ajouter | retirer | basculer, `slug`),
 * then goes back to `retour` (plain form post) or answers JSON (the page's script, `Accept: application/json`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const json = (request.headers.get('accept') ?? '').includes('application/json');
  if (context.get(siteContext).kind === 'unknown') return refusal(404, 'Site inconnu.', json);
  const read = await readForm(request, BODY_LIMITS['api/favoris']);
  if (!read.ok) return refusal(read.status, read.status === 413 ? read.message : 'Formulaire illisible : favoris inchangés.', json);
  const { form } = read;
  const slug = form.get('slug');
  const change = CHANGES[String(form.get('favori') ?? '')];
  if (!isListingSlug(slug) || !change) return refusal(400, 'Bien ou action inconnus : favoris inchangés.', json);
  const next = changeFavourites(readFavouriteSlugs(request.headers.get('cookie')), slug, change);
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'set-cookie': favouritesSetCookie(next.slugs, secure), 'cache-control': 'no-store' });
  if (json) return Response.json({ ok: true, isFavourite: next.isFavourite, count: next.slugs.length }, { headers });
  return redirect(ownReturnPath(form.get('retour'), request.url, '/favoris'), { status: 303, headers });
}
