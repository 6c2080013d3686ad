import { describe, expect, it } from 'vitest';
import { legalRecordSchema, missingLegalFields } from '../../../domain/legal/legal-record';
import { LEGAL_RECORDS } from './legal';

describe('demo legal records', () => {
  it.each(Object.entries(LEGAL_RECORDS))('the demo record of %s is complete: publisher, host, director, carte T and CCI, guarantee, insurance, mediator; no XXX', (_id, record) => {
    expect(missingLegalFields(legalRecordSchema.parse(record), { realEstate: true })).toEqual([]);
    expect(JSON.stringify(record)).not.toMatch(/XXX/);
  });
});
