import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DbKind } from './database.server';
import * as initial from './migrations/0001-initial';
import * as siteHosts from './migrations/0002-site-hosts';
import * as networkListings from './migrations/0003-network-listings';
import * as rateLimits from './migrations/0005-rate-limits';
import * as buyerAlertNotifications from './migrations/0006-buyer-alert-notifications';
import * as contentVersions from './migrations/0010-content-versions';
import * as listingSearchCoveringIndexes from './migrations/0011-listing-search-covering-indexes';
import * as leadViewerToken from './migrations/0014-lead-viewer-token';
import * as listingEnergyLetters from './migrations/0015-listing-energy-letters';
import * as backoffice from './migrations/0020-backoffice';
import * as auditLog from './migrations/0021-audit-log';
import * as sitePublication from './migrations/0022-site-publication';
import * as leadAnonymisation from './migrations/0023-lead-anonymisation';
import * as passkeys from './migrations/0024-passkeys';
import * as crmApi from './migrations/0025-crm-api';
import * as diagBooking from './migrations/0026-diag-booking';
import * as leadRouting from './migrations/0033-lead-routing';
import * as leadTextSearch from './migrations/0042-lead-text-search';
import * as listingsZoneIndex from './migrations/0039-listings-zone-index';
import * as diagGridVersions from './migrations/0034-diag-grid-versions';
import * as diagVisitQuarters from './migrations/0043-diag-visit-quarters';
import * as pageVersions from './migrations/0027-page-versions';
import * as networkPageLocks from './migrations/0040-network-page-locks';
import * as listingEditor from './migrations/0031-listing-editor';
import * as listingPriceHistory from './migrations/0032-listing-price-history';
import * as mediaStore from './migrations/0029-media-store';
import * as newsEditing from './migrations/0030-news-editing';
import * as pageViewDays from './migrations/0037-page-view-days';
import * as leadSource from './migrations/0038-lead-source';
import * as listingExternalIds from './migrations/0036-listing-external-ids';
import * as listingImportHiddenAt from './migrations/0044-listing-import-hidden-at';
import * as listingFeeds from './migrations/0045-listing-feeds';
import * as canonicalBlockNames from './migrations/0048-canonical-block-names';
import * as listingSortIndexesZone from './migrations/0051-listing-sort-indexes-zone';

// Migrations are bundled modules (not read from disk) so the built server carries them.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-site-hosts': siteHosts,
  '0003-network-listings': networkListings,
  '0004-recrutement': await import('./migrations/0004-recrutement'),
  '0005-rate-limits': rateLimits,
  '0006-buyer-alert-notifications': buyerAlertNotifications,
  '0010-content-versions': contentVersions,
  '0011-listing-search-covering-indexes': listingSearchCoveringIndexes,
  '0014-lead-viewer-token': leadViewerToken,
  '0015-listing-energy-letters': listingEnergyLetters,
  '0020-backoffice': backoffice,
  '0021-audit-log': auditLog,
  '0022-site-publication': sitePublication,
  '0023-lead-anonymisation': leadAnonymisation,
  '0024-passkeys': passkeys,
  '0025-crm-api': crmApi,
  '0026-diag-booking': diagBooking,
  '0033-lead-routing': leadRouting,
  '0042-lead-text-search': leadTextSearch,
  '0039-listings-zone-index': listingsZoneIndex,
  '0034-diag-grid-versions': diagGridVersions,
  '0043-diag-visit-quarters': diagVisitQuarters,
  '0027-page-versions': pageVersions,
  '0031-listing-editor': listingEditor,
  '0032-listing-price-history': listingPriceHistory,
  '0029-media-store': mediaStore,
  '0030-news-editing': newsEditing,
  '0037-page-view-days': pageViewDays,
  '0038-lead-source': leadSource,
  '0036-listing-external-ids': listingExternalIds,
  '0044-listing-import-hidden-at': listingImportHiddenAt,
  '0045-listing-feeds': listingFeeds,
  '0040-network-page-locks': networkPageLocks,
  '0048-canonical-block-names': canonicalBlockNames,
  '0051-listing-sort-indexes-zone': listingSortIndexesZone,
};

class BundledMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>, kind: DbKind = 'sqlite'): Promise<string[]> {
  // On PostgreSQL the migration tables live in the connection's own schema: without this, Kysely
  // finds another schema's kysely_migration (several apps or test runs sharing one server) and skips creating its own.
  const migrationTableSchema = kind === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: new BundledMigrations(), allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
