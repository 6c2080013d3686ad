import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) found.push(item);
    if (isNode(value)) found.push(value);
  }
  return found;
}

/** Whether a call's callee is a chain that starts at the identifier `z` (`z.object(…)`, `z.string().min(1)`). */
function isZodCall(node: Node): boolean {
  let current = node.callee as Node;
  for (;;) {
    if (current.type === 'Identifier') return current.name === 'z';
    if (current.type === 'MemberExpression') current = current.object as Node;
    else if (current.type === 'CallExpression') current = current.callee as Node;
    else return false;
  }
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/**
 * `inSchema`: the node is inside the arguments of a `z.…` call (a schema's definition), where every
 * call builds a part of that schema (`imageProp.optional().describe(…)`, `link.optional()`) and is
 * marked pure too: Rollup drops a pure call but keeps its arguments' calls, so one unmarked part kept
 * the whole of zod (decision 0148). Function bodies (a refinement's callback) are left as they are.
 */
/** Nodes replaced by `void 0`: nothing inside them is rewritten. */
const skipped = new WeakSet<Node>();

function rewrite(node: Node, output: MagicString, inSchema = false): void {
  let zodCall = false;
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node & { name?: string };
    const schema = (node.arguments as Node[])[0];
    if (callee.type === 'Identifier' && callee.name === 'defineBlock' && schema) {
      output.overwrite(schema.start, schema.end, 'void 0');
      skipped.add(schema);
    }
    // A family's page table is read by the page route's loader alone (decision 0148).
    if (callee.type === 'Identifier' && callee.name === 'defineFamily' && schema?.type === 'ObjectExpression') {
      for (const property of schema.properties as Node[]) {
        const key = property.key as (Node & { name?: string }) | undefined;
        const value = property.value as Node | undefined;
        if (property.type === 'Property' && key?.type === 'Identifier' && key.name === 'pages' && value) {
          // `{ pages }` (shorthand) as well as `{ pages: table }`.
          output.overwrite(property.start, property.end, 'pages: void 0');
          skipped.add(property);
        }
      }
    }
    zodCall = isZodCall(node);
    if (zodCall || inSchema) {
      output.appendLeft(node.start, '(/* @__PURE__ */ ');
      output.prependRight(node.end, ')');
    }
  }
  const childInSchema = FUNCTIONS.has(node.type) ? false : inSchema || zodCall;
  for (const child of children(node)) if (!skipped.has(child)) rewrite(child, output, childInSchema);
}

/**
 * Browser build only (decision 58). A block's zod schema is read by the server alone (it parses a
 * page's props before rendering), so `defineBlock(schema, Component)` becomes `defineBlock(void 0,
 * Component)`; and every `z.…` call is marked pure, so a schema nothing in the browser reads (a block's,
 * a settings record's) is dropped by tree-shaking. Zod then reaches only the pages that validate a
 * form in the browser. Rollup's `manualPureFunctions` cannot do it: `z` is a namespace re-export.
 * Likewise `defineFamily({ pages: table })` becomes `defineFamily({ pages: void 0 })`: only the page
 * route's loader, on the server, matches a path against the family's table (decision 0148).
 */
export function stripBlockSchemas(): Plugin {
  return {
    name: 'vitrine-strip-block-schemas',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !/\bz\.|defineBlock\(|defineFamily\(/.test(code)) return null;
      const output = new MagicString(code);
      rewrite(this.parse(code) as unknown as Node, output);
      if (!output.hasChanged()) return null;
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
