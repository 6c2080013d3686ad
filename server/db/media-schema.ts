/** Tables of the media store (migration 0029, decision 0102). */

/** One distinct image, cleaned (re-encoded, no metadata, capped size), keyed by the SHA-256 of these bytes. */
export interface MediaBlobsTable {
  hash: string;
  /** 'jpeg' | 'png' | 'webp'. */
  format: string;
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
  created_at: string;
}

/** A site's library entry: one blob, its alt text and who uploaded it. */
export interface MediaImagesTable {
  id: string;
  network_id: string;
  site_id: string;
  hash: string;
  alt: string;
  file_name: string;
  created_by: string;
  created_at: string;
}

export interface MediaTables {
  media_blobs: MediaBlobsTable;
  media_images: MediaImagesTable;
}
