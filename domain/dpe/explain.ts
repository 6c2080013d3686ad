// Plain-French reading of a simulation: why the label changes or not (issue: say why, and how
// to get the official attestation when it improves).
import { type Message, message } from '../i18n/message';
import { DPE_LETTERS, type DpeLetter } from './letters';
import type { Simulation, SimulationPanel } from './simulate';

export const ATTESTATION_ADVICE =
  'Vous pouvez obtenir gratuitement une attestation de la nouvelle étiquette sur l’Observatoire DPE-Audit de l’ADEME (observatoire-dpe-audit.ademe.fr) : elle garde la date de validité de votre DPE d’origine.';

const rank = (l: DpeLetter | null) => (l == null ? -1 : DPE_LETTERS.indexOf(l));

export type ChangeKind = 'improves' | 'unchanged-ges' | 'unchanged-threshold' | 'unchanged-no-electricity' | 'already-2026' | 'unknown';

export interface ChangeExplanation {
  kind: ChangeKind;
  text: string;
}

/** Why the label of `after` differs from today's (or does not). */
export function explainChange(sim: Simulation, after: SimulationPanel = sim.at2026): ChangeExplanation {
  const before = sim.current;
  if (sim.record.isVierge || before.letters.overall == null || after.letters.overall == null) {
    return { kind: 'unknown', text: 'Sans consommations dans le DPE, aucune estimation n’est possible.' };
  }
  if (after.note && after === sim.at2026) return { kind: 'already-2026', text: after.note };
  if (rank(after.letters.overall) < rank(before.letters.overall)) {
    return { kind: 'improves', text: `L’étiquette passe de ${before.letters.overall} à ${after.letters.overall}. ${ATTESTATION_ADVICE}` };
  }
  if (rank(after.letters.energy) < rank(before.letters.energy)) {
    return {
      kind: 'unchanged-ges',
      text: `L’étiquette reste ${before.letters.overall} : la lettre énergie s’améliore (${before.letters.energy} → ${after.letters.energy}), mais c’est la lettre GES (${before.letters.ges}) qui fixe l’étiquette, et la réforme ne change pas les émissions de gaz à effet de serre.`,
    };
  }
  if (!after.gain) {
    return { kind: 'unchanged-no-electricity', text: `L’étiquette reste ${before.letters.overall} : ce bien ne consomme pas (ou presque pas) d’électricité, que la réforme est seule à concerner.` };
  }
  return { kind: 'unchanged-threshold', text: `L’étiquette reste ${before.letters.overall} : la baisse de la consommation d’énergie primaire ne suffit pas à franchir le seuil de la classe suivante.` };
}

/**
 * explainChange as a catalogue key of `diag:simulator.explanation` (the French catalogue reads the
 * same). The 'already-2026' sentence is the estimate's own note, as its catalogue key.
 */
export function explanationMessage(sim: Simulation, after: SimulationPanel = sim.at2026): Message | string {
  const { kind, text } = explainChange(sim, after);
  const before = sim.current.letters;
  switch (kind) {
    case 'unknown':
      return message('diag:simulator.explanation.unknown');
    case 'already-2026':
      return after.noteMessage ?? text;
    case 'improves':
      return message('diag:simulator.explanation.improves', { before: before.overall ?? '', after: after.letters.overall ?? '' });
    case 'unchanged-ges':
      return message('diag:simulator.explanation.unchangedGes', {
        overall: before.overall ?? '', energyBefore: before.energy ?? '', energyAfter: after.letters.energy ?? '', ges: before.ges ?? '',
      });
    case 'unchanged-no-electricity':
      return message('diag:simulator.explanation.unchangedNoElectricity', { overall: before.overall ?? '' });
    case 'unchanged-threshold':
      return message('diag:simulator.explanation.unchangedThreshold', { overall: before.overall ?? '' });
  }
}
