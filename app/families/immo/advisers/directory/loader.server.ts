import { directoryQuery } from '../../../../../domain/advisers/directory-query';
import { splitLocalePrefix, localizePath } from '../../../../../domain/i18n/locale';
import type { PlaceQuery } from '../../../../../domain/geo/place-query';
import { communeDirectory } from '../../../../../server/geo/commune-directory.server';
import { siteLatestPosts } from '../../../../../server/repositories/posts.server';
import type { DirectoryResult } from '../../../../../server/repositories/advisers.server';
import { defineLoader } from '../../../../blocks/loader-types';
import { fixedT } from '../../../../i18n/instances.server';
import { adviserCardView } from '../adviser-view';
import { localeOfUrl } from '../../../../network/advisers/locale-of-url';
import type { adviserDirectoryBlock } from './AdviserDirectory.block';
import type { AdviserDirectoryData, DirectoryCard } from './AdviserDirectory';

/** The place as the URL parameters a picked suggestion would have set (kept as hidden fields). */
function placeParamsOf(place: PlaceQuery | null): Record<string, string> {
  if (!place) return {};
  switch (place.kind) {
    case 'commune':
      return { ...(place.zip ? { cp: place.zip } : {}), ...(place.name ? { ville: place.name } : {}) };
    case 'department':
      return { dep: place.code, ...(place.name ? { depNom: place.name } : {}) };
    case 'region':
      return { region: place.code, ...(place.name ? { regionNom: place.name } : {}) };
    default:
      return {};
  }
}

export const adviserDirectoryLoader = defineLoader<typeof adviserDirectoryBlock>(async ({ site, services, url }) => {
  const locale = localeOfUrl(url);
  const t = fixedT(locale);
  const query = directoryQuery(url.searchParams);
  // A postcode alone gets its town's name in the heading when it names one town ('Sevran (93270)').
  if (query.place?.kind === 'commune' && query.place.zip && !query.place.name && !query.place.insee) {
    const towns = communeDirectory().byZip(query.place.zip);
    if (towns.length === 1) query.place = { ...query.place, name: towns[0]!.name };
  }
  let result: DirectoryResult | null = null;
  try {
    result = await services.advisers.directory(site.id, { name: query.name, place: query.place, page: query.page });
  } catch (error) {
    services.errors.report(error, { site: site.id, block: 'immo.adviserDirectory' });
  }
  const [markers, news] = await Promise.all([
    services.advisers.markers(site.id).catch((error: unknown) => {
      services.errors.report(error, { site: site.id, block: 'immo.adviserDirectory', part: 'markers' });
      return [];
    }),
    siteLatestPosts(services.db, site, 3).catch(() => []),
  ]);
  const items: DirectoryCard[] = (result?.items ?? []).map((entry) => ({
    ...adviserCardView(entry.adviser, entry.name, entry.rating, 120),
    coversPlace: entry.coversPlace,
    distanceKm: entry.distanceKm,
  }));
  const profileLabel = t('advisers:map.profileLink');
  const data: AdviserDirectoryData = {
    name: query.name ?? '',
    placeText: query.placeText,
    placeParams: placeParamsOf(query.place),
    placeLabel: result?.placeLabel ?? null,
    placeIsTown: query.place?.kind === 'commune',
    placeMessage: result?.placeMessage ?? null,
    failed: result === null,
    total: result?.total ?? 0,
    page: result?.page ?? 1,
    pageCount: result?.pageCount ?? 1,
    items,
    search: url.searchParams.toString(),
    pathname: localizePath(splitLocalePrefix(url.pathname).pathname, locale),
    tilesUrl: services.env.MAP_TILES_URL,
    markers: markers.map((m) => {
      const name = [m.data.prenom, m.data.nom].filter(Boolean).join(' ') || 'Conseiller';
      return { id: m.data.id, lat: m.lat, lng: m.lng, title: name, popup: { title: name, lines: [`${m.data.ville} (${m.data.cp})`], href: localizePath(`/conseiller/${m.data.slug}`, locale), linkLabel: profileLabel } };
    }),
    news: news.map((p) => ({ slug: p.slug, title: p.title, excerpt: p.excerpt ?? '', date: p.date })),
  };
  const place = data.placeLabel;
  return {
    data,
    seo: {
      title: place ? t(data.placeIsTown ? 'advisers:seo.directoryTitleAround' : 'advisers:seo.directoryTitlePlace', { place }) : t('advisers:seo.directoryTitle'),
      description: t('advisers:seo.directoryDescription'),
      // A town, department or region (and its pages) is a page of its own for search engines, with the
      // place parameters as canonical; a name search or any other parameter is a variant: noindex.
      ...indexingOf(url.searchParams),
    },
  };
});

const PLACE_PARAMS = ['cp', 'zip', 'ville', 'city', 'dep', 'depNom', 'region', 'regionNom', 'q', 'page'] as const;

function indexingOf(params: URLSearchParams): { noindex: true } | { canonicalQuery: string } | Record<string, never> {
  if (params.size === 0) return {};
  if ([...params.keys()].some((k) => !(PLACE_PARAMS as readonly string[]).includes(k))) return { noindex: true };
  const canonical = new URLSearchParams();
  for (const key of PLACE_PARAMS) {
    const value = params.get(key);
    if (value && !(key === 'page' && value === '1')) canonical.set(key, value);
  }
  return canonical.size ? { canonicalQuery: canonical.toString() } : {};
}
