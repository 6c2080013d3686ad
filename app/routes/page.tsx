import { data, useLoaderData } from 'react-router';
import { assemblePage } from '../blocks/assemble.server';
import { BlockList } from '../blocks/BlockList';
import { canonicalPath } from '../blocks/canonical';
import { needsHydration } from '../blocks/hydration';
import { matchPage } from '../blocks/match-page';
import { servicesContext, siteContext } from '../context';
import { handleLeadFormAction } from '../../server/forms/lead-form-action.server';
import { familyModule } from '../families';
import { familyServer } from '../families/index.server';
import { Directory, type DirectoryEntry } from '../site/Directory';
import { canonicalOrigin, toPublicSite } from '../site/public-site';
import type { Route } from './+types/page';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  // `url`, not request.url: with v8_passThroughRequests a client navigation asks for '/x.data'.

  if (resolution.kind !== 'site') {
    if (resolution.kind === 'directory' && url.pathname === '/') {
      const sites = await services.sites.all();
      const port = url.port ? `:${url.port}` : '';
      const entries: DirectoryEntry[] = sites.map((s) => ({ id: s.id, name: s.name, family: s.family, href: `${url.protocol}//${s.id}.localhost${port}/` }));
      return { kind: 'directory' as const, entries };
    }
    throw data(null, { status: 404 });
  }

  const site = resolution.site;
  // A site marked onlyOwnPages (the under-construction variant) serves nothing of its family's table.
  const family = familyModule(site.family);
  const server = familyServer(site.family);
  const match = matchPage(url.pathname, site.pages, site.settings.onlyOwnPages === true ? {} : family.pages);
  if (!match) throw data(null, { status: 404 });
  const { blocks, seo } = await assemblePage({ site, services, request, url, params: match.params }, match.page, family.blocks, server.loaders);
  const origin = canonicalOrigin(site, url);
  return {
    kind: 'page' as const,
    site: toPublicSite(site, url),
    blocks,
    hydrate: needsHydration(family, blocks.map((b) => b.type)),
    seo: {
      title: (seo.title ?? site.name).replaceAll('{site}', site.name),
      description: (seo.description ?? '').replaceAll('{site}', site.name),
      canonical: `${origin}${canonicalPath(url.pathname, server.canonicalAliases)}`,
      jsonLd: seo.jsonLd?.length ? seo.jsonLd : (server.defaultJsonLd?.(site, origin) ?? []),
      noindex: seo.noindex ?? false,
    },
  };
}

/** The lead forms of a page post to the page itself (app/ui/forms/useLeadForm.ts), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') throw data(null, { status: 404 });
  return handleLeadFormAction(request, context.get(servicesContext), resolution.site);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === 'directory') return [{ title: 'vitrine — sites de démonstration' }, { name: 'robots', content: 'noindex' }];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...seo.jsonLd.map((item) => ({ 'script:ld+json': item })),
  ];
}

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.kind === 'directory') return <Directory entries={loaderData.entries} />;
  return (
    <main id="contenu">
      <BlockList blocks={loaderData.blocks} site={loaderData.site} />
    </main>
  );
}
