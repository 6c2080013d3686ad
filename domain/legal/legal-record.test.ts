import { describe, expect, it } from 'vitest';
import { immoCrmSchema } from '../immo/site';
import { LEGAL_NOTICE_ANCHORS, legalRecordSchema, missingLegalFields, PRIVACY_ANCHORS } from './legal-record';

describe('legal record (network spec §2 Legal pages)', () => {
  it('/mentions-legales has the 14 anchors of the spec, in order', () => {
    expect(LEGAL_NOTICE_ANCHORS).toEqual(['identite-editeur', 'hebergeur', 'directeur-publication', 'activite-immo', 'mediateur', 'propriete-intellectuelle', 'liens', 'donnees', 'cookies', 'securite', 'responsabilite', 'disponibilite', 'loi', 'contact']);
  });
  it('/protection-donnees: intro, definitions, roles, a1–a9, b1, b3, b4, modifs', () => {
    expect(PRIVACY_ANCHORS.join(' ')).toBe('intro definitions roles a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b3 b4 modifs');
  });
  it('an empty record lists what is missing, a placeholder counts as missing', () => {
    const missing = missingLegalFields(legalRecordSchema.parse({ director: 'XXX' }), { realEstate: true });
    expect(missing).toContain('director');
    expect(missing).toContain('realEstate.cardNumber');
    expect(missing).toContain('mediator.name');
  });
  it('the CRM schema reads a broken legal field leniently', () => {
    expect(immoCrmSchema.parse({ legal: 'oops' }).legal?.structures).toEqual([]);
    expect(immoCrmSchema.parse({}).legal).toBeUndefined();
  });
});
