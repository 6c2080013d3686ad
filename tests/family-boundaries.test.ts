import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../domain/sites/site';

/*
 * Issue 30 item 1, decisions 0153 and 0154: a family (app/families/<family>/) may import the network's
 * capabilities (app/network/), the engine and app/ui, never another family; code outside the families
 * never imports one (but their registry, app/families/index*.ts); and shared or server code never
 * compares `site.family`: it reads the site's typed features. Imports are read with the TypeScript
 * compiler's parser, so a comment or a string that looks like an import does not count.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app', 'server', 'domain'];

/** The registry that lists every family; the only code outside a family that imports one. */
const FAMILY_REGISTRY = ['app/families/index.ts', 'app/families/index.server.ts'];

/**
 * Comparisons of `.family` allowed outside a family, each for its reason. This list only shrinks.
 * - domain/sites/parse-site.ts: the dispatch that hands a site row to its own family's parser.
 */
const FAMILY_COMPARISON_ALLOWED = ['domain/sites/parse-site.ts'];

/**
 * Imports of another family still allowed, as `importer -> imported folder`. This list only shrinks.
 */
// Only shrinks. The spec's JSON URL below is the recruitment family's contract; its adapter (decision 0150)
// names that family's declared form and its meeting helper. The other adapters reach their form through
// the registry (`declaredForm`).
const CROSS_FAMILY_ALLOWED: readonly string[] = ['app/routes/api.reunion-information.ts -> app/families/recrutement'];

function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('+types'))
      .map((f) => path.posix.join(folder, f.split(path.sep).join('/'))),
  );
}

/** The family folder a repository path belongs to (app/families/<x>/ or domain/<family>/), if any. */
export function familyFolderOf(file: string): string | null {
  const app = /^app\/families\/([^/]+)\//.exec(file);
  if (app) return `app/families/${app[1]}`;
  const domain = /^domain\/([^/]+)\//.exec(file);
  if (domain && (FAMILIES as readonly string[]).includes(domain[1]!)) return `domain/${domain[1]}`;
  return null;
}

/** The relative module specifiers a source imports (static, re-exports, dynamic). */
export function importsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) found.push(node.arguments[0].text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => s.startsWith('.'));
}

const isFamilyAccess = (node: ts.Node): boolean => ts.isPropertyAccessExpression(node) && node.name.text === 'family';
const EQUALITY = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

/** Lines where a `.family` is compared (===, !==, ==, !=) or switched on. */
export function familyComparisonsOf(fileName: string, text: string): number[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    const compared = (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind) && (isFamilyAccess(node.left) || isFamilyAccess(node.right))) || (ts.isSwitchStatement(node) && isFamilyAccess(node.expression));
    if (compared) lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The family folder of the file an import names (its own path, or with .ts, .tsx, /index.ts), if any. */
function resolvedFolder(importer: string, specifier: string): string | null {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  const file = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile());
  return familyFolderOf(file ?? target);
}

const files = sourceFiles();
const text = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('families stay apart (decision 0154)', () => {
  it('reads the sources of app, server and domain', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((f) => familyFolderOf(f)?.startsWith('app/families/')).length).toBeGreaterThan(100);
  });

  it('no family imports another family, and only the registry imports a family from outside', () => {
    const crossings = files.flatMap((file) => {
      const own = familyFolderOf(file);
      if (FAMILY_REGISTRY.includes(file)) return [];
      return importsOf(file, text(file)).flatMap((specifier) => {
        const folder = resolvedFolder(file, specifier);
        if (!folder || folder === own || !folder.startsWith('app/families/')) return [];
        return [`${file} -> ${folder}`];
      });
    });
    expect(crossings.filter((c) => !CROSS_FAMILY_ALLOWED.includes(c))).toEqual([]);
  });

  it('shared and server code never compares site.family', () => {
    const comparing = files
      .filter((file) => !familyFolderOf(file) && !FAMILY_COMPARISON_ALLOWED.includes(file))
      .flatMap((file) => familyComparisonsOf(file, text(file)).map((line) => `${file}:${line}`));
    expect(comparing).toEqual([]);
  });

  it('the allow-lists name files that still exist', () => {
    for (const file of [...FAMILY_REGISTRY, ...FAMILY_COMPARISON_ALLOWED, ...CROSS_FAMILY_ALLOWED.map((c) => c.split(' -> ')[0]!)]) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});

describe('the checks see what they look for', () => {
  it('finds static, re-exported, dynamic and type imports, not comments or strings', () => {
    const sample = ["import { a } from '../immo/a';", "export { b } from '../immo/b';", "const c = () => import('../immo/c');", "type D = import('../immo/d').D;", "// import { e } from '../immo/e';", "const f = \"from '../immo/f'\";", "import g from 'zod';"].join('\n');
    expect(importsOf('x.ts', sample)).toEqual(['../immo/a', '../immo/b', '../immo/c', '../immo/d']);
  });

  it('finds comparisons and switches on .family, not other properties', () => {
    const sample = ["if (site.family === 'agence') x();", "const y = 'immo' !== site.family;", 'switch (raw.family) { default: }', "if (site.kind === 'site') z();", 'const w = site.family;'].join('\n');
    expect(familyComparisonsOf('x.ts', sample)).toEqual([1, 2, 3]);
  });

  it('knows which family folder a path is in', () => {
    expect(familyFolderOf('app/families/agence/blocks.ts')).toBe('app/families/agence');
    expect(familyFolderOf('app/families/index.ts')).toBeNull();
    expect(familyFolderOf('domain/diag/site.ts')).toBe('domain/diag');
    expect(familyFolderOf('domain/sites/site.ts')).toBeNull();
    expect(resolvedFolder('app/families/agence/home/x.ts', '../../immo/family')).toBe('app/families/immo');
    expect(resolvedFolder('app/families/agence/x.ts', '../index')).toBeNull();
  });
});
