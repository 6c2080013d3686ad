import { describe, expect, it } from 'vitest';
import { type RoutingContext, type RoutingMember, routeLead } from './engine';
import { explainDecision } from './explain';
import { departmentOf, normaliseDepartment, postcodeIn } from './place';
import { EMPTY_MATCH, type LeadFacts, type RoutingRule } from './rules';

const member = (id: string, extra: Partial<RoutingMember> = {}): RoutingMember => ({ id, name: id.toUpperCase(), active: true, absentUntil: null, siteIds: null, ...extra });
const MEMBERS = [member('ana'), member('bob'), member('cyd'), member('owner', { siteIds: ['sevran'] }), member('gone', { active: false }), member('away', { absentUntil: '2026-12-05' }), member('ajaccio', { siteIds: ['ajaccio'] })];
const ctx = (extra: Partial<RoutingContext> = {}): RoutingContext => ({ members: MEMBERS, siteOwnerIds: ['owner'], counts: {}, today: '2026-11-28', ...extra });
const lead = (extra: Partial<LeadFacts> = {}): LeadFacts => ({ siteId: 'sevran', form: 'contact', departments: ['93'], price: null, adviserMemberId: null, ...extra });
const rule = (id: string, extra: Partial<RoutingRule> = {}): RoutingRule => ({ id, name: id, isDefault: false, match: EMPTY_MATCH, strategy: 'member', targets: [{ memberId: 'ana', weight: 1 }], ...extra });
const DEFAULT = rule('default', { isDefault: true, strategy: 'site-owner', targets: [] });
const to = (memberId: string) => [{ memberId, weight: 1 }];

describe('departmentOf (La Poste postcodes)', () => {
  it.each([
    ['93270', '93'],
    ['75015', '75'],
    ['01000', '01'],
    ['20000', '2A'], // Ajaccio
    ['20090', '2A'],
    ['20137', '2A'], // Porto-Vecchio
    ['20200', '2B'], // Bastia
    ['20600', '2B'], // Bastia (Furiani)
    ['20250', '2B'], // Corte
    ['97110', '971'], // Pointe-à-Pitre
    ['97200', '972'], // Fort-de-France
    ['97300', '973'], // Cayenne
    ['97400', '974'], // Saint-Denis (La Réunion)
    ['97500', '975'], // Saint-Pierre-et-Miquelon
    ['97600', '976'], // Mamoudzou
    ['97133', '977'], // Saint-Barthélemy
    ['97150', '978'], // Saint-Martin
    ['98800', '988'], // Nouméa
    ['98714', '987'], // Papeete
    ['98600', '986'], // Wallis-et-Futuna
    ['98000', null], // Monaco
    ['9327', null],
    ['abcde', null],
    ['', null],
  ] as const)('%s → %s', (postcode, department) => expect(departmentOf(postcode)).toBe(department));

  it.each([
    ['2a', '2A'],
    [' 93 ', '93'],
    ['971', '971'],
    ['20', null],
    ['96', null],
    ['979', null],
  ] as const)('normaliseDepartment(%j) → %s', (typed, department) => expect(normaliseDepartment(typed)).toBe(department));

  it('finds the postcode in an address', () => {
    expect(postcodeIn('3 rue de Paris, 93270 Sevran')).toBe('93270');
    expect(postcodeIn('tél 0612345678')).toBeNull();
  });
});

describe('routeLead', () => {
  it.each<[string, LeadFacts, RoutingRule[], Partial<RoutingContext>, string | null, string | null]>([
    ['the first matching rule wins, in order', lead(), [rule('r1', { targets: to('ana') }), rule('r2', { targets: to('bob') }), DEFAULT], {}, 'ana', 'r1'],
    ['a rule that does not match passes to the next', lead({ siteId: 'sevran' }), [rule('r1', { match: { ...EMPTY_MATCH, siteIds: ['paris'] }, targets: to('ana') }), rule('r2', { targets: to('bob') }), DEFAULT], {}, 'bob', 'r2'],
    ['the default rule catches the rest (site owner)', lead(), [rule('r1', { match: { ...EMPTY_MATCH, forms: ['devis'] } }), DEFAULT], {}, 'owner', 'default'],
    ['the default rule comes last wherever it is stored', lead(), [DEFAULT, rule('r1', { targets: to('bob') })], {}, 'bob', 'r1'],
    ['match by form', lead({ form: 'devis' }), [rule('r1', { match: { ...EMPTY_MATCH, forms: ['devis'] }, targets: to('cyd') }), DEFAULT], {}, 'cyd', 'r1'],
    ['a lead without form does not match a form rule', lead({ form: null }), [rule('r1', { match: { ...EMPTY_MATCH, forms: ['devis'] } }), DEFAULT], {}, 'owner', 'default'],
    ['match by département of the lead', lead({ departments: ['93'] }), [rule('r1', { match: { ...EMPTY_MATCH, departments: ['93', '94'] }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r1'],
    ['match by département of the listing (second one)', lead({ departments: ['75', '93'] }), [rule('r1', { match: { ...EMPTY_MATCH, departments: ['93'] }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r1'],
    ['Corse-du-Sud rule takes a 20000 postcode', lead({ departments: [departmentOf('20000')!] }), [rule('r2b', { match: { ...EMPTY_MATCH, departments: ['2B'] }, targets: to('bob') }), rule('r2a', { match: { ...EMPTY_MATCH, departments: ['2A'] }, targets: to('cyd') }), DEFAULT], {}, 'cyd', 'r2a'],
    ['Haute-Corse rule takes a 20200 postcode', lead({ departments: [departmentOf('20200')!] }), [rule('r2a', { match: { ...EMPTY_MATCH, departments: ['2A'] }, targets: to('cyd') }), rule('r2b', { match: { ...EMPTY_MATCH, departments: ['2B'] }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r2b'],
    ['a La Réunion rule takes a 97400 postcode, not a 97 rule', lead({ departments: [departmentOf('97400')!] }), [rule('r97', { match: { ...EMPTY_MATCH, departments: ['97'] }, targets: to('ana') }), rule('r974', { match: { ...EMPTY_MATCH, departments: ['974'] }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r974'],
    ['Saint-Martin (97150) is not Guadeloupe', lead({ departments: [departmentOf('97150')!] }), [rule('r971', { match: { ...EMPTY_MATCH, departments: ['971'] }, targets: to('ana') }), rule('r978', { match: { ...EMPTY_MATCH, departments: ['978'] }, targets: to('cyd') }), DEFAULT], {}, 'cyd', 'r978'],
    ['a lead without place does not match a place rule', lead({ departments: [] }), [rule('r1', { match: { ...EMPTY_MATCH, departments: ['93'] } }), DEFAULT], {}, 'owner', 'default'],
    ['price band: inside', lead({ price: 300_000 }), [rule('r1', { match: { ...EMPTY_MATCH, priceMin: 200_000, priceMax: 400_000 }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r1'],
    ['price band: both ends included', lead({ price: 400_000 }), [rule('r1', { match: { ...EMPTY_MATCH, priceMin: 200_000, priceMax: 400_000 }, targets: to('bob') }), DEFAULT], {}, 'bob', 'r1'],
    ['price band: above', lead({ price: 400_001 }), [rule('r1', { match: { ...EMPTY_MATCH, priceMin: 200_000, priceMax: 400_000 }, targets: to('bob') }), DEFAULT], {}, 'owner', 'default'],
    ['price band open above', lead({ price: 2_000_000 }), [rule('r1', { match: { ...EMPTY_MATCH, priceMin: 1_000_000, priceMax: null }, targets: to('cyd') }), DEFAULT], {}, 'cyd', 'r1'],
    ['no price does not match a price band', lead({ price: null }), [rule('r1', { match: { ...EMPTY_MATCH, priceMin: 0, priceMax: 100 } }), DEFAULT], {}, 'owner', 'default'],
    ['all criteria must match', lead({ form: 'devis', departments: ['93'], price: 10 }), [rule('r1', { match: { ...EMPTY_MATCH, forms: ['devis'], departments: ['75'] } }), rule('r2', { match: { ...EMPTY_MATCH, forms: ['devis'], departments: ['93'] }, targets: to('cyd') }), DEFAULT], {}, 'cyd', 'r2'],
    ['the listing adviser wins over the rules', lead({ adviserMemberId: 'cyd' }), [rule('r1', { targets: to('ana') }), DEFAULT], {}, 'cyd', null],
    ['an absent listing adviser: the rules decide', lead({ adviserMemberId: 'away' }), [rule('r1', { targets: to('ana') }), DEFAULT], {}, 'ana', 'r1'],
    ['a revoked listing adviser: the rules decide', lead({ adviserMemberId: 'gone' }), [rule('r1', { targets: to('bob') }), DEFAULT], {}, 'bob', 'r1'],
    ['an adviser who left the network: the rules decide', lead({ adviserMemberId: 'stranger' }), [DEFAULT], {}, 'owner', 'default'],
    ['an absent member: the next rule', lead(), [rule('r1', { targets: to('away') }), rule('r2', { targets: to('bob') }), DEFAULT], {}, 'bob', 'r2'],
    ['an absence ends after its last day', lead(), [rule('r1', { targets: to('away') }), DEFAULT], { today: '2026-12-06' }, 'away', 'r1'],
    ['an absence includes its last day', lead(), [rule('r1', { targets: to('away') }), DEFAULT], { today: '2026-12-05' }, 'owner', 'default'],
    ['an inactive member: the next rule', lead(), [rule('r1', { targets: to('gone') }), DEFAULT], {}, 'owner', 'default'],
    ['round robin skips the inactive and absent', lead(), [rule('r1', { strategy: 'round-robin', targets: [...to('gone'), ...to('away'), ...to('cyd')] }), DEFAULT], {}, 'cyd', 'r1'],
    ['round robin: the one with fewer leads', lead(), [rule('r1', { strategy: 'round-robin', targets: [...to('ana'), ...to('bob')] }), DEFAULT], { counts: { r1: { ana: 3, bob: 2 } } }, 'bob', 'r1'],
    ['round robin: ties go in the rule order', lead(), [rule('r1', { strategy: 'round-robin', targets: [...to('bob'), ...to('ana')] }), DEFAULT], { counts: { r1: { ana: 2, bob: 2 } } }, 'bob', 'r1'],
    ['a member without access to the site is skipped', lead({ siteId: 'sevran' }), [rule('r1', { targets: to('ajaccio') }), DEFAULT], {}, 'owner', 'default'],
    ['nobody available anywhere: unassigned', lead(), [rule('r1', { targets: to('gone') }), DEFAULT], { siteOwnerIds: ['away'] }, null, null],
    ['a site without owner: unassigned', lead(), [DEFAULT], { siteOwnerIds: [] }, null, null],
    ['an escalation skips the members already tried', lead(), [rule('r1', { strategy: 'round-robin', targets: [...to('ana'), ...to('bob')] }), DEFAULT], { exclude: ['ana'] }, 'bob', 'r1'],
    ['an escalation past every rule ends at the site owner', lead({ adviserMemberId: 'cyd' }), [rule('r1', { targets: to('ana') }), DEFAULT], { exclude: ['cyd', 'ana'] }, 'owner', 'default'],
    ['the "member" strategy uses its first target only', lead(), [rule('r1', { strategy: 'member', targets: [...to('away'), ...to('bob')] }), DEFAULT], {}, 'owner', 'default'],
  ])('%s', (_title, facts, rules, extra, memberId, ruleId) => {
    const decision = routeLead(facts, rules, ctx(extra));
    expect(decision.memberId).toBe(memberId);
    expect(decision.ruleId).toBe(ruleId);
  });

  it('weighted round robin over 1,000 leads gives each member its share within 5 %', () => {
    const weighted = rule('w', { strategy: 'weighted', targets: [{ memberId: 'ana', weight: 5 }, { memberId: 'bob', weight: 3 }, { memberId: 'cyd', weight: 2 }] });
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const decision = routeLead(lead(), [weighted, DEFAULT], ctx({ counts: { w: counts } }));
      counts[decision.memberId!] = (counts[decision.memberId!] ?? 0) + 1;
    }
    for (const [id, share] of [['ana', 0.5], ['bob', 0.3], ['cyd', 0.2]] as const) expect(Math.abs(counts[id]! / 1000 - share)).toBeLessThanOrEqual(0.05 * share);
    expect(counts.ana! + counts.bob! + counts.cyd!).toBe(1000);
  });

  it('weighted round robin stays within 5 % when a member is away for the first 200 leads', () => {
    const weighted = rule('w', { strategy: 'weighted', targets: [{ memberId: 'ana', weight: 1 }, { memberId: 'away', weight: 1 }] });
    const counts: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const decision = routeLead(lead(), [weighted, DEFAULT], ctx({ counts: { w: counts }, today: i < 200 ? '2026-11-28' : '2026-12-10' }));
      counts[decision.memberId!] = (counts[decision.memberId!] ?? 0) + 1;
    }
    // Away for 200 leads, it then catches up: over 1,000 leads each has half.
    expect(counts.ana).toBe(500);
    expect(counts.away).toBe(500);
  });

  it('records why: the skipped adviser, the rules that did not apply, the rule that assigned', () => {
    const decision = routeLead(lead({ adviserMemberId: 'away', form: 'contact' }), [rule('devis', { name: 'Devis', match: { ...EMPTY_MATCH, forms: ['devis'] } }), rule('r2', { name: 'Sevran', strategy: 'round-robin', targets: [...to('gone'), ...to('bob')] }), DEFAULT], ctx());
    expect(decision.steps).toEqual([
      { ruleId: null, ruleName: 'listing-adviser', outcome: 'nobody-available', skipped: [{ memberId: 'away', name: 'AWAY', reason: 'absent', until: '2026-12-05' }] },
      { ruleId: 'devis', ruleName: 'Devis', outcome: 'no-match', skipped: [] },
      { ruleId: 'r2', ruleName: 'Sevran', outcome: 'assigned', skipped: [{ memberId: 'gone', name: 'GONE', reason: 'inactive' }] },
    ]);
    expect(explainDecision(decision, 'BOB')).toEqual([
      'Conseiller du bien ou du profil : personne de disponible (écarté : AWAY : en congés jusqu’au 05/12/2026).',
      'Règle « Devis » : ne s’applique pas à cette demande.',
      'Règle « Sevran » : attribuée à BOB (écarté : GONE : compte désactivé).',
    ]);
  });
});
