import { type ComparatorReference, sortReferences } from '../../domain/recrutement/references';
import type { Db } from '../db/database.server';
import type { RecrutementMediaArticlesTable, RecrutementTestimonialsTable } from '../db/schema';

/** The comparator's reference entries of a site, in French alphabetical order (sorted here: SQL collations differ between SQLite and PostgreSQL). */
export async function comparatorReferences(db: Db, siteId: string): Promise<ComparatorReference[]> {
  const rows = await db.selectFrom('recrutement_references').selectAll().where('site_id', '=', siteId).execute();
  return sortReferences(
    rows.map((r) => ({
      nature: r.nature === 'agence' ? 'agence' : 'reseau',
      nom: r.nom,
      pourcentage: Number(r.pourcentage),
      coutmensuel: Number(r.coutmensuel),
      coutparvente: Number(r.coutparvente),
      source: r.source,
      checkedOn: r.checked_on,
    })),
  );
}

export type Testimonial = Omit<RecrutementTestimonialsTable, 'site_id'>;
export type MediaArticle = Omit<RecrutementMediaArticlesTable, 'site_id'>;

export async function testimonials(db: Db, siteId: string): Promise<Testimonial[]> {
  return db.selectFrom('recrutement_testimonials').select(['id', 'position', 'title', 'subtitle', 'video_url', 'image']).where('site_id', '=', siteId).orderBy('position').execute();
}

/** Media articles, newest first. */
export async function mediaArticles(db: Db, siteId: string): Promise<MediaArticle[]> {
  return db.selectFrom('recrutement_media_articles').select(['id', 'outlet', 'title', 'excerpt', 'url', 'date']).where('site_id', '=', siteId).orderBy('date', 'desc').execute();
}
