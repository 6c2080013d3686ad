import { data } from 'react-router';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { serverText } from './text.server';
import type { Route } from './+types/page-save';
import { readBackofficeForm } from './guard.server';
import { editedPage } from './page-editor.server';
import { previewUrl, readPageInput } from './page-input.server';

/**
 * The editor's save (POST only, same-origin, JSON answer): the page sent becomes the page's draft. A
 * block type the family does not have, props its schema refuses, or a change to a block the network
 * locked is refused with one French sentence (400, or 403 for a lock, recorded in the audit log).
 */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/page/enregistrer');
  const { member, scope, asAdmin, backoffice, pageKey, family, state } = await editedPage(context, params.siteId, url);
  const t = serverText(context);
  const input = readPageInput(form.get('page'), family.blocks);
  if (!input.ok) return data({ error: t(`pages.error.${input.problem.key}`, 'values' in input.problem ? input.problem.values : {}) }, { status: 400 });
  const saved = await backoffice.pages.saveDraft(memberActor(member), scope, state.site.id, pageKey, input.page, family.pages, asAdmin);
  if (saved.kind === 'locked') return data({ error: t('pages.error.locked') }, { status: 403 });
  if (saved.kind === 'not-found') return data(null, { status: 404 });
  return { ok: true, message: t('pages.editor.saved'), previewUrl: previewUrl(request.url, state.site, pageKey, saved.previewToken) };
}

export function loader() {
  return data(null, { status: 404 });
}
