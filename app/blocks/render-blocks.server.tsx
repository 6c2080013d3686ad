import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '../../domain/i18n/locale';
import type { PageDefinition, Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import { familyModule } from '../families';
import { familyServer } from '../families/index.server';
import { i18nFor } from '../i18n/instances.server';
import { toPublicSite } from '../site/public-site';
import { assemblePage } from './assemble.server';
import { BlockList } from './BlockList';
import type { RenderedBlock } from './types';

/**
 * The page editor's canvas (decision 0134): each block of a page rendered to HTML by its family's real
 * component, with the site's record and the block's loader, exactly as the public page renders it
 * (same components, same stylesheet), outside any route. One entry per block, in order: `null` for a
 * block whose props its schema refuses (being edited), an unknown type, or a loader that failed.
 * Read-only: loaders only read, and nothing here is cached or stored.
 */
export async function renderBlocksHtml(input: { site: Site; services: Services; page: PageDefinition; pageUrl: URL; locale: Locale }): Promise<Array<string | null>> {
  const { site, services, page, pageUrl, locale } = input;
  const registry = familyModule(site.family).blocks;
  const valid: Array<{
    index: number;
    block: PageDefinition['blocks'][number];
  }> = [];
  page.blocks.forEach((block, index) => {
    const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
    if (definition?.schema.safeParse(block.props ?? {}).success) valid.push({ index, block });
  });
  const html: Array<string | null> = page.blocks.map(() => null);
  let rendered: RenderedBlock[];
  try {
    const request = new Request(pageUrl);
    ({ blocks: rendered } = await assemblePage(
      {
        site,
        services,
        request,
        url: pageUrl,
        locale,
        params: {},
        formKey: '',
      },
      { blocks: valid.map((v) => v.block) },
      registry,
      familyServer(site.family).loaders,
    ));
  } catch {
    // A loader answered with a Response (a 404 of its own): nothing to show for this page's blocks.
    return html;
  }
  const publicSite = toPublicSite(site, pageUrl);
  for (const block of rendered) {
    // assemblePage's key is `<position in the list it was given>-<type>`.
    const position = Number(block.key.split('-')[0]);
    const target = valid[position];
    if (!target) continue;
    try {
      html[target.index] = renderOne(block, publicSite, pageUrl, locale);
    } catch (error) {
      services.errors.report(error, {
        site: site.id,
        path: pageUrl.pathname,
        block: block.type,
      });
    }
  }
  return html;
}

/** One block inside a memory data router (its links, fetchers and the root's data, as on the public page) and the locale's texts. */
function renderOne(block: RenderedBlock, site: ReturnType<typeof toPublicSite>, pageUrl: URL, locale: Locale): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => null,
        Component: () => <BlockList blocks={[block]} site={site} />,
      },
    ],
    {
      initialEntries: [pageUrl.pathname],
      hydrationData: {
        loaderData: { root: { site, locale, formKey: '', consentView: null } },
      },
    },
  );
  return renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
