import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interfaceLiteralsOf, interfaceLiteralsUnder } from './helpers/interface-literals';

/*
 * Issue 10 item 4: under /en every interface string is English, so no French may be written in the
 * components themselves; it belongs in the catalogues (app/i18n/locales/{fr,en}). The scan reads the
 * syntax tree of every .tsx file of the folders below.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app/families/diag', 'app/families/immo/advisers', 'app/families/recrutement'];

/** Written in French on purpose, with the reason. */
const ALLOWED: Array<{ file: string; text?: RegExp; why: string }> = [
  // Like the shared legal pages (app/site/legal), the legal notice is a legal text: its French wording is the one that binds.
  { file: 'app/families/diag/site/legal/LegalNotice.tsx', why: 'legal text, French only (decision 0042)' },
  { file: 'app/families/diag/DiagHeader.tsx', text: /^Diagéo$/, why: 'the fictional brand’s name' },
];

const literals = (source: string) => interfaceLiteralsOf('x.tsx', source).map((l) => l.text);

describe('the interface-literal scan', () => {
  it.each([
    ['JSX text', `export const A = () => <h2>Mes diagnostics</h2>;`, ['Mes diagnostics']],
    ['JSX text without accents', `export const A = () => <button>Envoyer</button>;`, ['Envoyer']],
    ['a label attribute, even a plain word', `export const A = () => <Field label="Surface" />;`, ['Surface']],
    ['an aria-label', `export const A = () => <div aria-label="Tableau des résultats" />;`, ['Tableau des résultats']],
    ['a French string in an expression', `export const A = ({ x }) => <p>{x ? 'Envoi en cours...' : null}</p>;`, ['Envoi en cours...']],
    ['a French sentence without accents', `const M = 'Merci de completer le formulaire';`, ['Merci de completer le formulaire']],
    ['a template with French', 'export const A = ({ n }) => <p title={`Photo de ${n}`} />;', ['Photo de …']],
  ])('finds %s', (_, source, expected) => {
    expect(literals(source)).toEqual(expected);
  });

  it.each([
    ['catalogue calls', `export const A = () => <h2>{t('quote.recap.diagnostics')}</h2>;`],
    ['class names and URLs', `export const A = () => <a className="rounded-lg bg-diag-700" href="/mentions-legales#donnees-personnelles" />;`],
    ['form field names and payload values', `export const A = () => <input name="timeWindow" value="Après-midi" />;`],
    ['units and signs', `export const A = () => <p>{n} m² · — →</p>;`],
    ['comments', `// Retour à l’accueil\nexport const A = () => null; /* Réessayer */`],
    ['developer logs', `console.warn('lecture automatique refusée', e);`],
    ['imports', `import x from './données';`],
    ['English text in strings', `const M = 'Network error';`],
  ])('ignores %s', (_, source) => {
    expect(literals(source)).toEqual([]);
  });
});

describe('French interface literals left in components', () => {
  it.each(SCANNED)('%s: none outside the catalogues', (folder) => {
    const left = interfaceLiteralsUnder(ROOT, [folder]).filter((l) => !ALLOWED.some((a) => a.file === l.file && (!a.text || a.text.test(l.text))));
    expect(left.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });

  it('every allowed exception still exists (a stale one would hide nothing)', () => {
    const found = interfaceLiteralsUnder(ROOT, SCANNED);
    for (const allowed of ALLOWED) expect(found.some((l) => l.file === allowed.file && (!allowed.text || allowed.text.test(l.text))), allowed.why).toBe(true);
  });
});
