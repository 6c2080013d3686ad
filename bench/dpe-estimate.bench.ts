// Estimates per second: the pure DPE simulation over the bundled sample certificates.
import { bench, describe } from 'vitest';
import { SAMPLE_DPES } from '../server/clients/ademe/sample-client.server';
import { simulate, toDpeRecord } from '../domain/dpe';

const records = SAMPLE_DPES.map((s) => toDpeRecord(s.row, { isTertiaire: s.dataset.includes('tertiaire'), dataset: s.dataset }));
const now = new Date('2026-11-23T12:00:00Z');

describe('DPE simulation', () => {
  bench(`simulate() over ${records.length} sample certificates`, () => {
    for (const record of records) simulate(record, now);
  });
});
