import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Finds interface text written in a component instead of a catalogue (decision 0015): under /en it
 * would stay French. Two rules, both on the syntax tree so comments and code never count:
 * - JSX text with a word in it ('Retour à l’accueil', 'Surface');
 * - a word in an attribute read to the visitor (label, title, aria-label, alt, placeholder…);
 * - a string literal that reads as French (an accented letter, or a French function word between
 *   other words), unless it is code: a module path, a CSS class, a URL, a form field's name or
 *   value, a log message.
 */

export interface InterfaceLiteral {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose strings are code, never shown: class names, URLs, field names and payload values. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'href',
  'to',
  'action',
  'src',
  'srcSet',
  'id',
  'htmlFor',
  'name',
  'value',
  'defaultValue',
  'type',
  'method',
  'autoComplete',
  'inputMode',
  'pattern',
  'rel',
  'target',
  'role',
  'key',
  'encType',
  'lang',
]);

/** Attributes read to the visitor: any word in them is interface text, French-looking or not. */
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'aria-label', 'alt', 'placeholder', 'hint', 'legend', 'aria-description']);

/** Words that mark a French sentence; checked as whole words, and only in text of two words or more. */
const FRENCH_WORDS = /(?:^|[\s'’(])(le|la|les|des|du|une|un|votre|vos|notre|nos|nous|vous|pour|avec|est|sont|sur|dans|pas|plus|merci|au|aux|et|ou|ce|cette|de|en|à|par|mon|mes|ma)(?=[\s,.;:!?)]|$)/i;
const ACCENTED = /[àâçéèêëîïôûùüÿœæ]/i;
/** Units and signs that read the same in both languages. */
const NEUTRAL_TEXT = /^(?:[\s\d.,:;·•—–\-+×/()%€²³*|→←…"'’«»]|m²|kWh|CO₂|kg|EP|GES|DPE|N°)*$/u;

/** True when a string literal reads as French interface text. */
export function readsAsFrench(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  if (ACCENTED.test(trimmed)) return true;
  return /\s/.test(trimmed) && FRENCH_WORDS.test(trimmed);
}

/** True when JSX text carries words (anything beyond spacing, punctuation and units). */
export function isWordyJsxText(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed !== '' && !NEUTRAL_TEXT.test(trimmed) && /\p{L}{2,}/u.test(trimmed);
}

function isCodeString(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  // <input name="…"> or className={`…`}: climb to the attribute, through an expression container.
  let up: ts.Node = parent;
  while (ts.isJsxExpression(up) || ts.isTemplateExpression(up) || ts.isTemplateSpan(up) || ts.isConditionalExpression(up) || ts.isBinaryExpression(up) || ts.isParenthesizedExpression(up)) up = up.parent;
  if (ts.isJsxAttribute(up)) {
    const name = up.name.getText();
    return CODE_ATTRIBUTES.has(name) || name.startsWith('data-');
  }
  // console.warn('lecture automatique refusée', …): a log for developers.
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && parent.expression.expression.getText() === 'console') return true;
  return false;
}

/** The interface literals of one TSX source. */
export function interfaceLiteralsOf(file: string, source: string): InterfaceLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: InterfaceLiteral[] = [];
  const add = (node: ts.Node, text: string) => found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (isWordyJsxText(node.text)) add(node, node.text);
    } else if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent) && TEXT_ATTRIBUTES.has(node.parent.name.getText())) {
      if (/\p{L}{2,}/u.test(node.text)) add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsFrench(node.text) && !isCodeString(node)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ');
      if (readsAsFrench(parts) && !isCodeString(node)) add(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every interface literal in the .tsx files (tests excluded) under the given folders. */
export function interfaceLiteralsUnder(root: string, folders: readonly string[]): InterfaceLiteral[] {
  const files = folders.flatMap((folder) => (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[]).map((f) => path.join(folder, f)));
  return files
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .sort()
    .flatMap((f) => interfaceLiteralsOf(f, fs.readFileSync(path.join(root, f), 'utf8')));
}
