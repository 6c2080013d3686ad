import { describe, expect, it } from 'vitest';
import type { DpeLetter } from './letters';
import { nextStep } from './next-step';
import type { Simulation } from './simulate';

const sim = (now: DpeLetter | null, in2026: DpeLetter | null, isTertiaire = false) =>
  ({
    record: { isTertiaire },
    current: { letters: { overall: now } },
    at2026: { letters: { overall: in2026 } },
  }) as unknown as Simulation;

describe('nextStep after a simulator result (issue 17 item 6)', () => {
  it.each<[DpeLetter | null, DpeLetter | null, boolean, 'audit' | 'dpe']>([
    ['G', 'G', true, 'audit'],
    ['G', 'F', true, 'audit'],
    ['F', 'E', true, 'dpe'],
    ['E', 'D', true, 'dpe'],
    ['F', null, true, 'audit'],
    ['G', 'G', false, 'dpe'],
  ])('%s → %s (site offers audits: %s) → %s', (now, in2026, offersAudit, kind) => {
    expect(nextStep(sim(now, in2026), offersAudit).kind).toBe(kind);
  });
  it('links to the quote with the audit added, or to a quote for a new DPE', () => {
    expect(nextStep(sim('G', 'G'), true).href).toBe('/devis?projet=renover&ajout=audit');
    expect(nextStep(sim('D', 'C'), true).href).toBe('/devis?dpeDeja=non');
  });
  it('a tertiary certificate gets a new DPE, not a housing audit', () => {
    expect(nextStep(sim('G', 'G', true), true).kind).toBe('dpe');
  });
});
