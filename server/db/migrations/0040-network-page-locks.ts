import type { Kysely } from 'kysely';

/**
 * The franchisor's network-wide locks (issue 31, decision 0135): one row locks a block type ('*': the
 * whole page) on one page ('*': every page) of every site of a network, the sites added later too. A
 * site's own locks (`page_locks`, migration 0027) stay; the editor and the save apply both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('network_page_locks')
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id').onDelete('cascade'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('block_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_page_locks_pk', ['network_id', 'page_key', 'block_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('network_page_locks').execute();
}
