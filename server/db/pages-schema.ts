/** The page editor's tables (migration 0027, decisions 0098 and 0100). */
export interface PageVersionsTable {
  id: string;
  site_id: string;
  page_key: string;
  /** JSON PageDefinition. */
  page: string;
  member_id: string | null;
  author: string;
  created_at: string;
  /** Null: a draft (never published). */
  published_at: string | null;
  /** A draft's secret preview token; null once published. */
  preview_token: string | null;
}

export interface PageLocksTable {
  site_id: string;
  /** A page pattern, or '*': every page of the site. */
  page_key: string;
  /** A block type, or '*': the whole page. */
  block_type: string;
}

/** A lock on every site of a network (migration 0040, decision 0135). */
export interface NetworkPageLocksTable {
  network_id: string;
  /** A page pattern, or '*': every page. */
  page_key: string;
  /** A block type, or '*': the whole page. */
  block_type: string;
}

export interface PagesTables {
  page_versions: PageVersionsTable;
  page_locks: PageLocksTable;
  network_page_locks: NetworkPageLocksTable;
}
