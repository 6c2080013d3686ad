import type { DpeLetter } from './letters';
import type { Simulation } from './simulate';

/** What a visitor can do after a result (issue 17 item 6): an audit for F/G, else a new DPE. */
export interface NextStep {
  kind: 'audit' | 'dpe';
  /** The label that decided it (the page words it: diag catalogue, `simulator.nextStep`). */
  label: DpeLetter | null;
  href: string;
}

const POOR: readonly DpeLetter[] = ['F', 'G'];

/**
 * The label that counts is the 2026 estimate when there is one, else today's. A home that stays F
 * or G needs works, so an energy audit (scenarios of works, required to sell a house rated E–G);
 * otherwise a new DPE records the reform's label. Tertiary certificates get a new DPE.
 */
export function nextStep(simulation: Simulation, offersAudit: boolean): NextStep {
  const label = simulation.at2026.letters.overall ?? simulation.current.letters.overall;
  if (offersAudit && !simulation.record.isTertiaire && label && POOR.includes(label)) {
    return { kind: 'audit', label, href: '/devis?projet=renover&ajout=audit' };
  }
  return { kind: 'dpe', label: label ?? null, href: '/devis?dpeDeja=non' };
}
