import type { DpeLetter } from './letters';
import type { Simulation } from './simulate';

/** What a visitor can do after a result (issue 17 item 6): an audit for F/G, else a new DPE. */
export interface NextStep {
  kind: 'audit' | 'dpe';
  text: string;
  cta: string;
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
    return {
      kind: 'audit',
      text: `Même avec la réforme, ce logement resterait classé ${label} : un audit énergétique chiffre les travaux qui le feraient progresser (il est obligatoire pour vendre une maison classée E, F ou G).`,
      cta: 'Demander un devis d’audit énergétique',
      href: '/devis?projet=renover&ajout=audit',
    };
  }
  return {
    kind: 'dpe',
    text: 'Pour vendre ou louer avec l’étiquette à jour, faites réaliser un nouveau DPE : il applique directement le coefficient 1,9.',
    cta: 'Demander un devis pour un nouveau DPE',
    href: '/devis?dpeDeja=non',
  };
}
