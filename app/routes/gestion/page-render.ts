import { data, type RouterContextProvider } from 'react-router';
import { renderBlocksHtml } from '../../blocks/render-blocks.server';
import { servicesContext } from '../../context';
import { localeContext } from '../../i18n/context';
import type { PageDefinition } from '../../../domain/sites/site';
import type { Route } from './+types/page-render';
import { notFound, readBackofficeForm } from './guard.server';
import { editedPage } from './page-editor.server';
import { previewUrl, readPageInput } from './page-input.server';

/**
 * The editor canvas's blocks as the public page draws them (decision 0134): the page being edited is
 * posted (same-origin, bounded), each block comes back as the HTML of its real component with the
 * site's record and its loader. Reads only: nothing is stored, nothing audited. A page the family's
 * schemas refuse as a whole is rendered block by block (a block being edited answers `null`).
 */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/page/rendu');
  const { family, state, pageKey } = await editedPage(context, params.siteId, url);
  const page = lenientPage(form.get('page'), family.blocks);
  if (!page) return data({ error: 'page' }, { status: 400 });
  return {
    html: await editorBlocksHtml(context, state.site.id, pageKey, page, request.url),
  };
}

export function loader() {
  return data(null, { status: 404 });
}

/** The page's blocks rendered for the editor, on the site's full record (the one the public page reads). */
export async function editorBlocksHtml(context: Readonly<RouterContextProvider>, siteId: string, pageKey: string, page: PageDefinition, requestUrl: string): Promise<Array<string | null>> {
  const services = context.get(servicesContext);
  const site = await services.sites.byId(siteId);
  if (!site) notFound();
  return renderBlocksHtml({
    site,
    services,
    page,
    pageUrl: new URL(previewUrl(requestUrl, site, pageKey, '')),
    locale: context.get(localeContext),
  });
}

/** The posted page: strictly checked when it can be; else its shape only, each block then checked when rendered. */
function lenientPage(text: unknown, registry: Parameters<typeof readPageInput>[1]): PageDefinition | null {
  const strict = readPageInput(text, registry);
  if (strict.ok) return strict.page;
  if (strict.problem.key === 'page') return null;
  const json = JSON.parse(String(text)) as {
    blocks: Array<{ type: string; props?: Record<string, unknown> }>;
  };
  return {
    blocks: json.blocks.map(({ type, props }) => ({
      type,
      props: withoutId(props),
    })),
  };
}

function withoutId(props: Record<string, unknown> | undefined): Record<string, unknown> {
  const { id: _id, ...rest } = props ?? {};
  return rest;
}
