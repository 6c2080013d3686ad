import { data } from 'react-router';
import { findService, isServiceEnabled } from '../../../../domain/diag/catalogue';
import { fullName, parseDiagCrm } from '../../../../domain/diag/crm';
import { articleJsonLd, localBusinessJsonLd } from '../../../../domain/diag/json-ld';
import { formatLongDate } from '../../../../domain/format/dates';
import { imageUrl } from '../../../../domain/media/image-params';
import { proposedSlots } from '../../../../domain/quote/slots';
import { plainText, sanitizeContent, splitFirstHeading } from '../../../../server/content/sanitize.server';
import { postBySlug, postPage, type PostRow } from '../../../../server/repositories/posts.server';
import { servicePageFor } from '../../../../server/repositories/service-pages.server';
import { type BlockLoader, defineLoader } from '../../../blocks/loader-types';
import type { ContactData } from './contact/ContactPage';
import type { HeroData } from './home/Hero';
import { NEWS_PAGE_SIZE, type NewsItem, type NewsPage } from './news/news-types';
import type { ArticleData } from './news/NewsArticle';
import type { ServicePageData } from './service/ServicePage';

const notFound = () => data(null, { status: 404 });

function toNewsItem(post: PostRow): NewsItem {
  return { slug: post.slug, title: post.title, image: post.image, dateLabel: formatLongDate(post.date), excerpt: post.excerpt || plainText(post.description_html) };
}

/** ?page= read leniently: anything but a whole number from 1 is page 1. */
function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

const hero = defineLoader<{ audience: string }, HeroData>(async (ctx, props) => ({
  data: {
    slots: proposedSlots(new Date()).map((s) => ({ param: s.param, label: s.label })),
    // ?mode=rendezvous (the hero's own toggle link) or ?rdv=1 (the mobile menu's link).
    initialMode: ctx.url.searchParams.get('mode') === 'rendezvous' || ctx.url.searchParams.get('rdv') === '1' ? 'rendezvous' : 'devis',
  },
  seo:
    props.audience === 'professionnel'
      ? { title: `Diagnostics immobiliers pour les professionnels · {site}` }
      : { jsonLd: [localBusinessJsonLd(ctx.site, `${ctx.url.origin}/`)] },
}));

const latestNews = defineLoader<unknown, { items: NewsItem[] }>(async (ctx) => {
  const { items } = await postPage(ctx.services.db, ctx.site.id, 1, 4);
  return { data: { items: items.map(toNewsItem) } };
});

const newsList = defineLoader<unknown, NewsPage>(async (ctx) => {
  const page = pageParam(ctx.url);
  const { items, total } = await postPage(ctx.services.db, ctx.site.id, page, NEWS_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pageCount) throw notFound();
  return {
    data: { items: items.map(toNewsItem), page, pageCount, total },
    seo: { title: page > 1 ? `Actualités, page ${page} · {site}` : 'Actualités · {site}', description: 'Réglementation, conseils et nouveautés des diagnostics immobiliers.' },
  };
});

const newsArticle = defineLoader<unknown, ArticleData>(async (ctx) => {
  const slug = ctx.params.slug ?? '';
  const post = await postBySlug(ctx.services.db, ctx.site.id, slug);
  if (!post) throw notFound();
  const html = sanitizeContent(post.description_html);
  return {
    data: { title: post.title, image: post.image, dateIso: post.date, dateLabel: formatLongDate(post.date), html },
    seo: {
      title: `${post.seo_title || post.title} · {site}`,
      description: post.seo_description || plainText(html).slice(0, 155),
      jsonLd: [
        articleJsonLd({
          title: post.title,
          dateIso: post.date,
          image: post.image ? `${ctx.url.origin}${imageUrl(post.image, { w: 1200, h: 800, f: 'jpeg' })}` : null,
          url: `${ctx.url.origin}/actualites/${post.slug}`,
          publisher: ctx.site.name,
        }),
      ],
    },
  };
});

const servicePage = defineLoader<{ group: 'diagnostic' | 'prestation' }, ServicePageData>(async (ctx, props) => {
  const entry = findService(props.group, ctx.params.slug ?? '');
  // A service the site's CRM switches off is not offered here: its page is the site's 404.
  if (!entry || !isServiceEnabled(entry, ctx.site.crm)) throw notFound();
  const row = await servicePageFor(ctx.services.db, ctx.site.id, entry.slug);
  const { heading, body } = splitFirstHeading(sanitizeContent(row?.description_html));
  const crm = parseDiagCrm(ctx.site.crm);
  return {
    data: { slug: entry.slug, label: entry.label, group: props.group, heading: heading ?? row?.title ?? entry.label, html: body, image: row?.image ?? null, contactName: fullName(crm), sector: crm.ActivSecteur ?? '' },
    seo: { title: row?.seo_title || `${entry.label} · {site}`, description: row?.seo_description || `${entry.label} : devis gratuit et rapport sous 48h.` },
  };
});

const contactPage = defineLoader<unknown, ContactData>(async (ctx) => {
  const address = parseDiagCrm(ctx.site.crm).Address;
  const position = address ? await ctx.services.geocoder.locate(address) : null;
  return { data: { position }, seo: { title: 'Contact · {site}', description: `Contactez ${ctx.site.name} : devis, rendez-vous, questions sur vos diagnostics.` } };
});

/** Server loaders of the diag family's site blocks. */
export const siteLoaders: Record<string, BlockLoader<never, unknown>> = {
  'diag.hero': hero,
  'diag.latestNews': latestNews,
  'diag.newsList': newsList,
  'diag.newsArticle': newsArticle,
  'diag.servicePage': servicePage,
  'diag.contactPage': contactPage,
} as Record<string, BlockLoader<never, unknown>>;
