import { describe, expect, it } from 'vitest';
import { EMPTY_CRITERIA, parseCriteria, type QuoteCriteria } from './criteria';
import { offeredKeys } from './offered';
import { isRequired } from './required';
import {
  type SelectionState,
  badge,
  defaultStates,
  formatKeyList,
  includedKeys,
  isIncluded,
  parseKeyList,
  parseSelection,
  selectionToParams,
  toggleKey,
  statesFromIncluded,
  toggle,
} from './selection';

describe('state machine', () => {
  it.each<[SelectionState, boolean, SelectionState, boolean, string]>([
    // state, required → after toggle, included before, badge before
    ['default', true, 'removed', true, 'Obligatoire'],
    ['removed', true, 'default', false, 'Retiré'],
    ['default', false, 'added', false, 'Non obligatoire'],
    ['added', false, 'default', true, 'Ajouté'],
    // stale states after the answers changed
    ['added', true, 'removed', true, 'Obligatoire'],
    ['removed', false, 'added', false, 'Non obligatoire'],
  ])('%s (required %s)', (state, required, next, included, label) => {
    expect(toggle(state, required)).toBe(next);
    expect(isIncluded(state, required)).toBe(included);
    expect(badge(state, required)).toBe(label);
  });

  it('two toggles come back to default', () => {
    for (const required of [true, false]) expect(toggle(toggle('default', required), required)).toBe('default');
  });
});

// Sale of a house with a DPE "non" in 74000: required dpe, erp, electricite (unanswered), nothing else.
const criteria: QuoteCriteria = { ...EMPTY_CRITERIA, bien: 'maison', dpeDeja: 'non', postcode: '74000' };

describe('includedKeys', () => {
  it.each<[string, Partial<Record<string, SelectionState>>, string[]]>([
    ['defaults', {}, ['dpe', 'erp', 'electricite']],
    ['remove the DPE', { dpe: 'removed' }, ['erp', 'electricite']],
    ['add termites', { termites: 'added' }, ['dpe', 'erp', 'electricite', 'termites']],
    ['add and remove', { gaz: 'added', erp: 'removed' }, ['dpe', 'electricite', 'gaz']],
    ['removed on optional is no-op', { audit: 'removed' }, ['dpe', 'erp', 'electricite']],
  ])('%s', (_name, states, keys) => {
    expect(includedKeys(criteria, states)).toEqual(keys);
  });
});

describe('URL', () => {
  it.each([
    ['dpe,erp', ['dpe', 'erp']],
    [' termites , dpe,dpe,inconnu', ['dpe', 'termites']],
    ['', []],
    [null, []],
  ])('parseKeyList(%s)', (raw, keys) => {
    expect(parseKeyList(raw)).toEqual(keys);
  });

  it('formatKeyList keeps canonical order', () => {
    expect(formatKeyList(['termites', 'dpe'])).toBe('dpe,termites');
  });

  it.each<[string, Partial<Record<string, SelectionState>>]>([
    ['', {}],
    ['ajout=termites,gaz', { gaz: 'added', termites: 'added' }],
    ['retrait=dpe', { dpe: 'removed' }],
    ['ajout=gaz&retrait=gaz', {}],
    ['ajout=nope&retrait=', {}],
    ['ajout=plomb&diags=dpe', { plomb: 'added' }], // deltas win over diags
    ['diags=erp,termites', { dpe: 'removed', electricite: 'removed', termites: 'added' }],
    ['diags=', { dpe: 'removed', erp: 'removed', electricite: 'removed' }],
  ])('parseSelection(%s)', (qs, expected) => {
    expect(parseSelection(new URLSearchParams(qs), criteria)).toEqual({ ...defaultStates(), ...expected });
  });

  it('selectionToParams writes deltas and diags, keeps other params', () => {
    const states = { ...defaultStates(), dpe: 'removed', termites: 'added', audit: 'removed' } as const;
    const params = selectionToParams(states, criteria, new URLSearchParams('projet=vendre&diags=old'));
    expect(params.toString()).toBe('projet=vendre&ajout=termites&retrait=dpe&diags=erp%2Celectricite%2Ctermites');
    expect(parseSelection(params, criteria)).toEqual({ ...defaultStates(), dpe: 'removed', termites: 'added' });
  });

  it('without criteria writes raw deltas only', () => {
    expect(selectionToParams({ gaz: 'added' }).toString()).toBe('ajout=gaz');
  });

  it('statesFromIncluded round-trips includedKeys', () => {
    const states = statesFromIncluded(criteria, ['erp', 'gaz']);
    expect(includedKeys(criteria, states)).toEqual(['erp', 'gaz']);
  });
});

describe('toggleKey', () => {
  const rental = parseCriteria(new URLSearchParams('projet=louer&bien=appartement&copropriete=oui&construction=apres1997&gaz=moins15&electricite=electriciteMoins15&pieces=2&surface=40&address=x&dpeDeja=non'));
  it.each([
    // [key, before, after]: required keys go default ↔ removed, optional ones default ↔ added
    ['dpe', 'default', 'removed'],
    ['dpe', 'removed', 'default'],
    ['carrez', 'default', 'added'],
    ['carrez', 'added', 'default'],
  ] as const)('%s: %s → %s', (key, before, after) => {
    const states = { ...defaultStates(), [key]: before };
    expect(toggleKey(states, key, rental)[key]).toBe(after);
  });
});

// Issue 17 item 3: a diagnostic the site does not offer stays required by law but is never included.
describe('diagnostics the site does not offer', () => {
  const sellFlatInCondo: QuoteCriteria = { ...EMPTY_CRITERIA, projet: 'vendre', bien: 'appartement', copropriete: 'oui', construction: 'apres1997', gaz: 'aucuneInstallationGaz', electricite: 'electriciteMoins15', dpeDeja: 'non', postcode: '74000' };
  const annecyLike = offeredKeys({ ActivPrestaDPE: true, ActivPrestaEtatDesRisques: true, ActivPrestaLoiCarrez: false });

  it('reads the CRM flags (a missing flag is not offered)', () => {
    expect([...annecyLike]).toEqual(['dpe', 'erp']);
  });
  it('keeps Carrez required but out of the included list', () => {
    expect(isRequired('carrez', sellFlatInCondo)).toBe(true);
    expect(includedKeys(sellFlatInCondo, {})).toEqual(['dpe', 'erp', 'carrez']);
    expect(includedKeys(sellFlatInCondo, {}, annecyLike)).toEqual(['dpe', 'erp']);
    expect(includedKeys(sellFlatInCondo, { carrez: 'added', audit: 'added' }, annecyLike)).toEqual(['dpe', 'erp']);
  });
  it('ignores a toggle of a diagnostic not offered', () => {
    const states = defaultStates();
    expect(toggleKey(states, 'carrez', sellFlatInCondo, annecyLike)).toBe(states);
  });
  it('writes only offered keys in diags', () => {
    expect(selectionToParams({}, sellFlatInCondo, undefined, annecyLike).get('diags')).toBe('dpe,erp');
  });
});
