import type { RouterContextProvider } from 'react-router';
import { locksFor } from '../../../domain/pages/locks';
import { familyModule } from '../../families';
import { editorBlocks } from '../../blocks/editor-fields';
import { backofficeOf, notFound } from './guard.server';
import { requireSiteEditor } from './site-guard.server';

/** The page a request names (`?chemin=/vendre`), on a site of the member's scope, with its family: else 404. */
export async function editedPage(context: Readonly<RouterContextProvider>, siteId: string, url: URL) {
  const editor = requireSiteEditor(context);
  const pageKey = url.searchParams.get('chemin') ?? '';
  if (!pageKey.startsWith('/') || pageKey.length > 200) notFound();
  const backoffice = backofficeOf(context);
  const site = await backoffice.pages.site(editor.scope, siteId);
  if (!site) notFound();
  const family = familyModule(site.family);
  const state = await backoffice.pages.state(editor.scope, site.id, pageKey, family.pages);
  if (!state) notFound();
  return { ...editor, backoffice, pageKey, family, state };
}

/** The editor's blocks of a family, each marked locked for a site owner (a network admin is never held by locks). */
export function editorConfig(registry: Parameters<typeof editorBlocks>[0], locks: Parameters<typeof locksFor>[0], pageKey: string, asAdmin: boolean) {
  const applying = locksFor(locks, pageKey);
  return {
    wholePageLocked: !asAdmin && applying.wholePage,
    blocks: editorBlocks(registry).map((block) => ({ ...block, locked: !asAdmin && (applying.wholePage || applying.types.has(block.type)) })),
  };
}
