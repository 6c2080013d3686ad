import type { DpeRecord } from '../dpe/record';
import { simulate, TARGET_DAY_2026 } from '../dpe/simulate';
import { parisIsoDay } from '../dpe/electricity-factor';

/**
 * A listing's DPE figures checked against its certificate in ADEME's open data (issue 32 item 3). Pure.
 * Empty fields are filled from the certificate; a typed value that differs is FLAGGED next to its
 * field, never overwritten (the adviser may hold a newer certificate, or the certificate may be wrong).
 * Since 1 January 2026 electricity's primary-energy factor is 1.9 (it was 2.3): a certificate made
 * before then has its label recalculated (the simulator's estimate); where that changed the label, the
 * new one is what the advert must show.
 */

/** What the certificate says, as the listing's fields need it. */
export interface CertificateFacts {
  number: string;
  /** The label the advert must show: the 2026 recalculation's when it changed it. */
  dpeLetter: string | null;
  /** The label printed on the certificate. */
  printedLetter: string | null;
  recalculated: boolean;
  gesLetter: string | null;
  kwhPerM2: number | null;
  co2KgPerM2: number | null;
  /** Estimated yearly energy cost, €. */
  yearlyCost: number | null;
}

export type CertificateOutcome = { ok: true; facts: CertificateFacts } | { ok: false; message: string };

/** The certificate's figures for a dwelling's advert at `now`; a tertiary or blank certificate does not fit one. */
export function certificateFacts(record: DpeRecord, now: Date): CertificateOutcome {
  if (record.isTertiaire) return { ok: false, message: `Le DPE ${record.numero_dpe} est un DPE tertiaire : il ne vaut pas pour un logement.` };
  if (record.isVierge) return { ok: false, message: `Le DPE ${record.numero_dpe} est un DPE vierge, sans étiquette : il ne remplit rien.` };
  const simulation = simulate(record, now);
  const printed = simulation.current;
  const madeBefore2026 = (record.date_etablissement_dpe ?? '0000') < TARGET_DAY_2026;
  const in2026 = parisIsoDay(now) >= TARGET_DAY_2026;
  const after = simulation.at2026;
  const recalculated = in2026 && madeBefore2026 && after.letters.overall !== null && after.letters.overall !== printed.letters.overall;
  const shown = recalculated ? after : printed;
  return {
    ok: true,
    facts: {
      number: record.numero_dpe,
      dpeLetter: shown.letters.overall,
      printedLetter: printed.letters.overall,
      recalculated,
      gesLetter: printed.letters.ges,
      kwhPerM2: shown.epM2Int,
      co2KgPerM2: printed.gesM2Int,
      yearlyCost: record.cout_total_5_usages == null ? null : Math.round(record.cout_total_5_usages),
    },
  };
}

const euros = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const num = (value: string | undefined): number | null => {
  const text = (value ?? '').trim().replace(/\s/g, '').replace(',', '.');
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * The editor's typed values with the empty DPE fields filled, and a note per field: filled, or the
 * certificate's value where the typed one differs. Figures within 1 unit of the certificate's are the
 * same (the certificate rounds).
 */
export function checkAgainstCertificate(typed: Readonly<Record<string, string>>, facts: CertificateFacts): { values: Record<string, string>; notes: Record<string, string> } {
  const values: Record<string, string> = { ...typed };
  const notes: Record<string, string> = {};
  const label = facts.recalculated ? `${facts.dpeLetter} (étiquette recalculée en 2026 ; ${facts.printedLetter} sur le certificat)` : `${facts.dpeLetter}`;
  const kwh = facts.recalculated ? `${facts.kwhPerM2} kWh/m²/an (recalculé en 2026)` : `${facts.kwhPerM2} kWh/m²/an`;
  const fields: Array<[field: string, expected: string | number | null, said: string, same: (typed: string) => boolean]> = [
    ['energy.dpeLetter', facts.dpeLetter, label, (v) => v.trim().toUpperCase() === facts.dpeLetter],
    ['energy.gesLetter', facts.gesLetter, `${facts.gesLetter}`, (v) => v.trim().toUpperCase() === facts.gesLetter],
    ['energy.kwhPerM2', facts.kwhPerM2, kwh, (v) => Math.abs((num(v) ?? Number.NaN) - facts.kwhPerM2!) <= 1],
    ['energy.co2KgPerM2', facts.co2KgPerM2, `${facts.co2KgPerM2} kg CO₂/m²/an`, (v) => Math.abs((num(v) ?? Number.NaN) - facts.co2KgPerM2!) <= 1],
  ];
  let filled = false;
  for (const [field, expected, said, same] of fields) {
    if (expected === null) continue;
    const current = (typed[field] ?? '').trim();
    if (!current) {
      values[field] = String(expected);
      notes[field] = `Rempli depuis le DPE ${facts.number} à l’ADEME : ${said}.`;
      filled = true;
    } else if (!same(current)) {
      notes[field] = `Le DPE ${facts.number} à l’ADEME indique ${said} : vous avez saisi ${current}. Vérifiez avant de publier.`;
    } else if (field === 'energy.dpeLetter' && facts.recalculated) {
      notes[field] = `Étiquette recalculée en 2026 : ${facts.dpeLetter} (${facts.printedLetter} sur le certificat).`;
    }
  }
  if (filled && !(typed['energy.kind'] ?? '').trim().match(/^dpe$/)) values['energy.kind'] = 'dpe';
  if (facts.yearlyCost !== null) {
    const min = num(typed['energy.costMin']);
    const max = num(typed['energy.costMax']);
    const cost = euros.format(facts.yearlyCost);
    if (min === null || max === null) notes['energy.costMin'] = `Le DPE ${facts.number} estime les dépenses d’énergie à ${cost} € par an : reportez la fourchette imprimée sur le certificat.`;
    else if (facts.yearlyCost < min || facts.yearlyCost > max) notes['energy.costMin'] = `Le DPE ${facts.number} estime les dépenses d’énergie à ${cost} € par an, hors de la fourchette saisie (${euros.format(min)} à ${euros.format(max)} €). Vérifiez avant de publier.`;
  }
  return { values, notes };
}
