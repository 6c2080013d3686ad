import type { Kysely } from 'kysely';
import { energyLettersFromFigures } from '../../../domain/listings/energy-letters';
import type { Energy } from '../../../domain/listings/listing';

/**
 * Issue 38 item 2: listings stored before the letter rule showed a better DPE letter than their own
 * figures give. Each stored DPE statement gets the letters its figures give (worse of energy and
 * climate, small-surface scale included); figures are never changed.
 */
interface Row {
  id: string;
  area: number | null;
  energy: string | Record<string, unknown> | null;
}
/** The two tables as this migration knows them (frozen here, whatever the schema becomes). */
interface Tables {
  listings: { id: string; area: number | null; dpe_letter: string | null };
  listing_details: { listing_id: string; energy: string | Record<string, unknown> | null };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  const rows = (await db
    .selectFrom('listings')
    .innerJoin('listing_details', 'listing_details.listing_id', 'listings.id')
    .select(['listings.id as id', 'listings.area as area', 'listing_details.energy as energy'])
    .where('listing_details.energy', 'is not', null)
    .execute()) as Row[];
  for (const row of rows) {
    const energy = (typeof row.energy === 'string' ? JSON.parse(row.energy) : row.energy) as Energy | null;
    if (energy?.kind !== 'dpe' || typeof energy.kwhPerM2 !== 'number' || typeof energy.co2KgPerM2 !== 'number') continue;
    const letters = energyLettersFromFigures(energy, row.area === null ? null : Number(row.area));
    if (!letters.overall || !letters.ges) continue;
    if (letters.overall === energy.dpeLetter && letters.ges === energy.gesLetter) continue;
    const fixed = { ...energy, dpeLetter: letters.overall, gesLetter: letters.ges };
    await db.updateTable('listing_details').set({ energy: JSON.stringify(fixed) }).where('listing_id', '=', row.id).execute();
    await db.updateTable('listings').set({ dpe_letter: letters.overall }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {
  // The letters the figures contradicted are not worth restoring.
}
