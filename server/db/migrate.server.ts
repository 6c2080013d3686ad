import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial';

// Migrations are bundled modules (not read from disk) so the built server carries them.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

class BundledMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new BundledMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
