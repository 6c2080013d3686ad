import { describe, expect, it } from 'vitest';
import {
  BIEN_OPTIONS,
  CONSTRUCTION_OPTIONS,
  ELECTRICITE_OPTIONS,
  EMPTY_CRITERIA,
  GAZ_OPTIONS,
  OUI_NON_OPTIONS,
  PROJET_OPTIONS,
  type QuoteCriteria,
} from './criteria';
import {
  DIAGNOSTIC_KEYS,
  DIAGNOSTIC_LABELS,
  type DiagnosticKey,
  isRequired,
  requiredKeys,
  requirementReason,
  validityLabel,
} from './required';

/**
 * Literal transcription of the spec §5 table, independent of the implementation: a diagnostic is
 * required when every listed field holds one of the listed values. '' = unanswered.
 * 33000 (Gironde) and 20200 (2B) are termite departments; 74000 and '' are not.
 */
type Rule = Partial<Record<keyof QuoteCriteria, readonly string[]>>;
const TABLE: Record<DiagnosticKey, Rule> = {
  dpe: { dpeDeja: ['', 'non'] },
  audit: { projet: ['vendre'], bien: ['maison'], copropriete: ['non', ''], dpeDeja: ['oui'], dpeNote: ['E', 'F', 'G'] },
  erp: { projet: ['vendre', 'louer'] },
  electricite: {
    projet: ['vendre', 'louer'],
    electricite: ['electricitePlus15', 'electriciteNSP', ''],
    bien: ['maison', 'appartement'],
  },
  gaz: { projet: ['vendre', 'louer'], gaz: ['plus15'], bien: ['maison', 'appartement'] },
  amiante: { projet: ['vendre'], construction: ['avant1949', '1949a1997'] },
  plomb: { projet: ['vendre', 'louer'], construction: ['avant1949'], bien: ['maison', 'appartement'] },
  carrez: { projet: ['vendre'], copropriete: ['oui'] },
  boutin: { projet: ['louer'], bien: ['maison', 'appartement'] },
  termites: { projet: ['vendre'], postcode: ['33000', '20200'] },
};

const expected = (key: DiagnosticKey, c: QuoteCriteria) =>
  Object.entries(TABLE[key]).every(([field, values]) => values.includes(c[field as keyof QuoteCriteria]));

const withEmpty = <T extends string>(values: readonly { value: T }[]): (T | '')[] => ['', ...values.map((o) => o.value)];
const DPE_PAIRS: [QuoteCriteria['dpeDeja'], QuoteCriteria['dpeNote']][] = [
  ['', ''],
  ['non', ''],
  ['oui', ''],
  ...(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'attente'] as const).map((n): ['oui', typeof n] => ['oui', n]),
  ['', 'F'], // stale grade without an existing DPE
];

function* everyCombination(): Generator<QuoteCriteria> {
  for (const projet of withEmpty(PROJET_OPTIONS))
    for (const bien of withEmpty(BIEN_OPTIONS))
      for (const copropriete of withEmpty(OUI_NON_OPTIONS))
        for (const construction of withEmpty(CONSTRUCTION_OPTIONS))
          for (const gaz of withEmpty(GAZ_OPTIONS))
            for (const electricite of withEmpty(ELECTRICITE_OPTIONS))
              for (const [dpeDeja, dpeNote] of DPE_PAIRS)
                for (const postcode of ['', '33000', '20200', '74000'])
                  yield { ...EMPTY_CRITERIA, projet, bien, copropriete, construction, gaz, electricite, dpeDeja, dpeNote, postcode };
}

describe('isRequired follows the whole rule table', () => {
  it.each(DIAGNOSTIC_KEYS.map((k) => [k]))('%s', (key) => {
    let checked = 0;
    let required = 0;
    const mismatches: QuoteCriteria[] = [];
    for (const c of everyCombination()) {
      checked += 1;
      const want = expected(key, c);
      if (want) required += 1;
      if (isRequired(key, c) !== want && mismatches.length < 5) mismatches.push(c);
      // A reason is given exactly when required.
      if ((requirementReason(key, c) !== null) !== want && mismatches.length < 5) mismatches.push(c);
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(4 * 5 * 3 * 4 * 4 * 4 * 12 * 4);
    expect(required).toBeGreaterThan(0);
  });
});

describe('examples', () => {
  const c = (over: Partial<QuoteCriteria>): QuoteCriteria => ({ ...EMPTY_CRITERIA, ...over });
  it.each<[string, Partial<QuoteCriteria>, DiagnosticKey[]]>([
    ['empty answers (sale)', {}, ['dpe', 'erp']],
    ['renovation only needs a DPE', { projet: 'renover', bien: 'maison', construction: 'avant1949' }, ['dpe']],
    [
      'old house for sale in Bordeaux, DPE F',
      {
        bien: 'maison', copropriete: 'non', construction: 'avant1949', gaz: 'plus15',
        electricite: 'electricitePlus15', dpeDeja: 'oui', dpeNote: 'F', postcode: '33000',
      },
      ['audit', 'erp', 'electricite', 'gaz', 'amiante', 'plomb', 'termites'],
    ],
    [
      'recent flat for rent',
      { projet: 'louer', bien: 'appartement', copropriete: 'oui', construction: 'apres1997', gaz: 'moins15', electricite: 'electriciteMoins15' },
      ['dpe', 'erp', 'boutin'],
    ],
    ['condo commercial sale in Corsica', { bien: 'commercial', copropriete: 'oui', postcode: '20200', dpeDeja: 'oui', dpeNote: 'G' }, ['erp', 'carrez', 'termites']],
  ])('%s', (_name, over, keys) => {
    expect(requiredKeys(c(over))).toEqual(keys);
  });

  it.each<[DiagnosticKey, Partial<QuoteCriteria>, string]>([
    ['plomb', { bien: 'maison', construction: 'avant1949' }, 'Logement construit avant 1949'],
    ['carrez', { copropriete: 'oui' }, 'Vente en copropriété'],
    ['gaz', { bien: 'maison', gaz: 'plus15' }, 'Installation de plus de 15 ans'],
    ['electricite', { bien: 'maison', electricite: 'electricitePlus15' }, 'Installation de plus de 15 ans'],
    [
      'termites',
      { postcode: '33000' },
      "Département concerné par un arrêté termites (à vérifier selon l'arrêté préfectoral de la commune)",
    ],
    ['audit', { bien: 'maison', copropriete: 'non', dpeDeja: 'oui', dpeNote: 'E' }, "Vente d'une maison hors copropriété classée E"],
  ])('reason for %s', (key, over, reason) => {
    expect(requirementReason(key, c(over))).toBe(reason);
  });
});

describe('labels and validity', () => {
  it('has a label per key', () => {
    expect(DIAGNOSTIC_KEYS.map((k) => DIAGNOSTIC_LABELS[k])).toEqual([
      'DPE', 'Audit énergétique', 'État des risques (ERP)', 'Électricité', 'Gaz', 'Amiante', 'Plomb (CREP)',
      'Loi Carrez', 'Loi Boutin', 'Termites',
    ]);
  });

  it.each<[DiagnosticKey, '' | 'vendre' | 'louer', string]>([
    ['dpe', '', '10 ans'],
    ['audit', '', '5 ans'],
    ['erp', '', '6 mois'],
    ['termites', '', '6 mois'],
    ['electricite', 'vendre', '3 ans'],
    ['electricite', 'louer', '6 ans'],
    ['gaz', '', '3 ans (vente), 6 ans (location)'],
    ['amiante', '', "Illimitée en l'absence d'amiante (sinon contrôle sous 3 ans)"],
    ['plomb', 'vendre', "Illimitée en l'absence de plomb (sinon 1 an)"],
    ['plomb', 'louer', "Illimitée en l'absence de plomb (sinon 6 ans)"],
    ['carrez', '', 'Illimitée sauf travaux modifiant la surface'],
    ['boutin', 'louer', 'Illimitée sauf travaux modifiant la surface'],
  ])('%s (%s) → %s', (key, projet, label) => {
    expect(validityLabel(key, projet)).toBe(label);
  });
});
