import { describe, expect, it } from 'vitest';
import { checkAgainstCertificate, type CertificateFacts } from './ademe-check';

const facts: CertificateFacts = { number: '2429E1836524K', dpeLetter: 'E', printedLetter: 'F', recalculated: true, gesLetter: 'C', kwhPerM2: 290, co2KgPerM2: 12, yearlyCost: 1200 };
const same = { ...facts, dpeLetter: 'D', printedLetter: 'D', recalculated: false };

describe('a listing’s DPE fields against its certificate', () => {
  it.each([
    // field, typed, certificate, note expected (null: none), value kept
    ['energy.dpeLetter', 'e', facts, 'Étiquette recalculée en 2026 : E (F sur le certificat).', 'e'],
    ['energy.dpeLetter', 'F', facts, 'Le DPE 2429E1836524K à l’ADEME indique E (étiquette recalculée en 2026 ; F sur le certificat) : vous avez saisi F. Vérifiez avant de publier.', 'F'],
    ['energy.dpeLetter', 'D', same, null, 'D'],
    ['energy.kwhPerM2', '291', facts, null, '291'],
    ['energy.kwhPerM2', '289,5', facts, null, '289,5'],
    ['energy.kwhPerM2', '292', facts, 'Le DPE 2429E1836524K à l’ADEME indique 290 kWh/m²/an (recalculé en 2026) : vous avez saisi 292. Vérifiez avant de publier.', '292'],
    ['energy.co2KgPerM2', 'douze', facts, 'Le DPE 2429E1836524K à l’ADEME indique 12 kg CO₂/m²/an : vous avez saisi douze. Vérifiez avant de publier.', 'douze'],
    ['energy.gesLetter', '', facts, 'Rempli depuis le DPE 2429E1836524K à l’ADEME : C.', 'C'],
  ] as const)('%s typed %j: %s', (field, typed, certificate, note, kept) => {
    const checked = checkAgainstCertificate({ 'energy.kind': 'dpe', 'energy.costMin': '1000', 'energy.costMax': '1400', 'energy.dpeLetter': 'E', 'energy.gesLetter': 'C', 'energy.kwhPerM2': '290', 'energy.co2KgPerM2': '12', [field]: typed }, certificate);
    expect(checked.notes[field] ?? null).toBe(note);
    expect(checked.values[field]).toBe(kept);
  });

  it('a cost range holding the estimate says nothing; one missing it is flagged; filling a field sets the DPE kind', () => {
    expect(checkAgainstCertificate({ 'energy.kind': 'dpe', 'energy.costMin': '1000', 'energy.costMax': '1400', 'energy.dpeLetter': 'E', 'energy.gesLetter': 'C', 'energy.kwhPerM2': '290', 'energy.co2KgPerM2': '12' }, { ...facts, recalculated: false })).toEqual({
      values: expect.objectContaining({ 'energy.costMin': '1000' }),
      notes: {},
    });
    expect(checkAgainstCertificate({ 'energy.kind': 'dpe', 'energy.costMin': '1300', 'energy.costMax': '1400' }, facts).notes['energy.costMin']).toContain('hors de la fourchette saisie');
    expect(checkAgainstCertificate({ 'energy.kind': 'none' }, facts).values['energy.kind']).toBe('dpe');
  });
});
