import type { PostsTable } from '../../db/schema';

/** An agency demo article as written in the seed: the row's fields, and which of the four covers it shows. */
export type AgencyPostDraft = Pick<PostsTable, 'slug' | 'title' | 'date' | 'category' | 'author' | 'read_mins' | 'excerpt' | 'description_html'> & { cover: 'conseils' | 'marche' | 'fiscalite' | 'reseau' };
