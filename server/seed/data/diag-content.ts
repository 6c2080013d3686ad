import type { PostsTable, ServicePagesTable } from '../../db/schema';

/** News posts of the demo diag sites (site_id set per post). */
export const SEED_DIAG_POSTS: PostsTable[] = [];

/** Family-wide service page content (site_id '*'), and any franchisee's own text. */
export const SEED_SERVICE_PAGES: ServicePagesTable[] = [];
