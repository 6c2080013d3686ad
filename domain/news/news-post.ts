import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { Family } from '../sites/site';

/**
 * A news post as a member edits it (issue 31 item 4, decision 0103). Pure: the form's schema (used by
 * the page and the action), the categories of each family (the specs' lists), the publication state.
 */

/**
 * Categories per family. Network site: 'Conseils, Marché, Fiscalité, Réseau' (network spec, blog post);
 * agency and recruitment sites: 'Conseils, Marché, Fiscalité, Quartiers' (the spec's demo list, written
 * there without accents); the diagnostics spec names none: the ones its demo posts use.
 */
export const NEWS_CATEGORIES: Record<Family, readonly string[]> = {
  immo: ['Conseils', 'Marché', 'Fiscalité', 'Réseau'],
  agence: ['Conseils', 'Marché', 'Fiscalité', 'Quartiers'],
  recrutement: ['Conseils', 'Marché', 'Fiscalité', 'Quartiers'],
  diag: ['Réglementation', 'Diagnostics', 'Copropriété', 'Rénovation énergétique'],
};

/** A network-wide post's `site_id`: shown on every site of the network. */
export const networkScopeId = (networkId: string): string => `network:${networkId}`;
export const isNetworkScopeId = (siteId: string): boolean => siteId.startsWith('network:');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower case, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read as Paris time, to an ISO instant; null when it is no real date. */
export function parisLocalToIso(value: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, 0, 'Europe/Paris');
  if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return new Date(date.getTime()).toISOString();
}

/** An instant (or a stored date 'YYYY-MM-DD') as the `datetime-local` value of Paris time. */
export function isoToParisLocal(iso: string): string {
  const date = new TZDate(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T08:00:00Z` : iso).getTime(), 'Europe/Paris');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type PostState = 'published' | 'scheduled' | 'unpublished';

/** Shown on the public site when published and its date has come. */
export function postState(post: { date: string; unpublished_at?: string | null }, now: Date): PostState {
  if (post.unpublished_at) return 'unpublished';
  return post.date <= now.toISOString() ? 'published' : 'scheduled';
}

/** The post form, one schema for the page and the action; messages are keys of the 'gestion' catalogue. */
export function newsPostSchema(family: Family) {
  const categories = NEWS_CATEGORIES[family];
  return z.object({
    title: z.string().trim().min(1, 'news.error.titleRequired').max(200, 'news.error.titleTooLong'),
    slug: z.string().trim().toLowerCase().max(100, 'news.error.slugInvalid').regex(SLUG_PATTERN, 'news.error.slugInvalid'),
    category: z
      .string()
      .trim()
      .refine((c) => c === '' || categories.includes(c), 'news.error.category'),
    excerpt: z.string().trim().max(400, 'news.error.excerptTooLong'),
    body: z.string().max(100_000, 'news.error.bodyTooLong'),
    cover: z.string().trim().max(200),
    publishAt: z.string().refine((v) => parisLocalToIso(v) !== null, 'news.error.date'),
  });
}
export type NewsPostFields = z.infer<ReturnType<typeof newsPostSchema>>;
