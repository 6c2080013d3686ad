import { data, useLoaderData, useRouteLoaderData } from 'react-router';
import { assemblePage } from '../blocks/assemble.server';
import { BlockList } from '../blocks/BlockList';
import { canonicalPath } from '../blocks/canonical';
import { needsHydration } from '../blocks/hydration';
import { type Locale, localeAlternates, localizePath, splitLocalePrefix } from '../../domain/i18n/locale';
import { matchPage } from '../blocks/match-page';
import { formKeyContext, servicesContext, siteContext } from '../context';
import { handleLeadFormAction } from '../../server/forms/lead-form-action.server';
import { familyModule } from '../families';
import { familyServer } from '../families/index.server';
import { localeContext } from '../i18n/context';
import { fixedT } from '../i18n/instances.server';
import { translateMessage } from '../i18n/messages';
import type { DirectoryEntry } from '../site/Directory';
import { island } from '../blocks/island';
import { canonicalOrigin } from '../site/public-site';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/page';
import { familyPagesServed } from '../../domain/sites/legal-pages';
import { perObject } from '../../domain/memo/per-object';
import type { Site } from '../../domain/sites/site';

/** A family's JSON-LD for a page without its own: from the site alone, so once per site version and origin (decision 0057). */
const defaultJsonLd = perObject((site: Site, origin: string) => familyServer(site.family).defaultJsonLd?.(site, origin) ?? []);

/**
 * A page's title or description in a locale: a page table's text may be a catalogue key (decision
 * 0044), with the site's name as {{site}}. Once per site version, locale and text (decision 0061).
 */
const siteText = perObject((site: Site, key: string) => {
  const [locale, text = ''] = key.split('\u0000') as [Locale, string];
  return translateMessage(fixedT(locale), text, { site: site.name }).replaceAll('{site}', site.name);
}, 256);

// An island: the demo directory's code (and react-i18next's Trans) stays out of every site's page chunk (decision 58).
const Directory = island(() => import('../site/Directory').then((m) => m.Directory));

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const locale = context.get(localeContext);
  // `url`, not request.url: with v8_passThroughRequests a client navigation asks for '/x.data'.
  // Every page exists under /en too: the family tables see the path without its locale prefix.
  const pathname = splitLocalePrefix(url.pathname).pathname;

  if (resolution.kind !== 'site') {
    if (resolution.kind === 'directory' && pathname === '/') {
      const sites = await services.sites.all();
      const port = url.port ? `:${url.port}` : '';
      const entries: DirectoryEntry[] = sites.map((s) => ({ id: s.id, name: s.name, family: s.family, href: `${url.protocol}//${s.id}.localhost${port}/` }));
      const backofficeHref = `${url.protocol}//${services.backoffice.adminHost}${port}/gestion`;
      return { kind: 'directory' as const, entries, backofficeHref, title: fixedT(locale)('directory:title'), description: fixedT(locale)('directory:description') };
    }
    throw data(null, { status: 404 });
  }

  const site = resolution.site;
  // A site marked onlyOwnPages (the under-construction variant) serves nothing of its family's table
  // but the legal notice, which every site must have.
  const family = familyModule(site.family);
  const server = familyServer(site.family);
  // A draft's secret preview (decision 0098): `?apercu=<token>` shows that draft in place of its page, never cached (a query string) nor indexed.
  const token = url.searchParams.get('apercu');
  const draft = token ? await services.backoffice.pages.draftByToken(site.id, token) : null;
  const match = matchPage(pathname, draft ? { ...site.pages, [draft.pageKey]: draft.page } : site.pages, familyPagesServed(family.pages, site.settings.onlyOwnPages === true));
  if (!match) throw data(null, { status: 404 });
  const { blocks, seo } = await assemblePage({ site, services, request, url, locale, params: match.params, formKey: context.get(formKeyContext) }, match.page, family.blocks, server.loaders);
  const origin = canonicalOrigin(site, url);
  const pageText = (text: string) => siteText(site, `${locale}\u0000${text}`);
  return {
    kind: 'page' as const,
    // The site itself travels once, in the root loader's data (issue 16: not serialised twice into the page).
    blocks,
    hydrate: needsHydration(family, blocks.map((b) => b.type)),
    seo: {
      title: pageText(seo.title ?? site.name),
      description: pageText(seo.description ?? ''),
      canonical: `${origin}${localizePath(canonicalPath(pathname, server.canonicalAliases), locale)}${seo.canonicalQuery ? `?${seo.canonicalQuery}` : ''}`,
      alternates: localeAlternates(origin, canonicalPath(pathname, server.canonicalAliases)),
      jsonLd: seo.jsonLd?.length ? seo.jsonLd : defaultJsonLd(site, origin),
      noindex: draft !== null || (seo.noindex ?? false),
    },
  };
}

/** The lead forms of a page post to the page itself (app/ui/forms/useLeadForm.ts), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') throw data(null, { status: 404 });
  // A page whose family handles some of its own posts (the diag visit's cancel button, issue 33).
  const own = familyServer(resolution.site.family).pageActions?.[splitLocalePrefix(new URL(request.url).pathname).pathname];
  const answer = own ? await own({ request, url: new URL(request.url), site: resolution.site, services: context.get(servicesContext) }) : null;
  if (answer) return answer;
  // Otherwise a lead form the site's family declares.
  return handleLeadFormAction(request, context.get(servicesContext), resolution.site, familyServer(resolution.site.family).forms ?? {}, context.get(localeContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // The directory of demo sites is a development page, never indexed (SEO audits flag is-crawlable by design).
  if (loaderData.kind === 'directory') return [{ title: loaderData.title }, { name: 'description', content: loaderData.description }, { name: 'robots', content: 'noindex' }];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: a.href })),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...seo.jsonLd.map((item) => ({ 'script:ld+json': item })),
  ];
}

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site;
  if (loaderData.kind === 'directory') return <Directory entries={loaderData.entries} backofficeHref={loaderData.backofficeHref} />;
  if (!site) return null;
  return (
    <main id="contenu">
      <BlockList blocks={loaderData.blocks} site={site} />
    </main>
  );
}
