/** The four site families (DESIGN.md): which pages and blocks a site can use. */
export const FAMILIES = ['diag', 'immo', 'agence', 'recrutement'] as const;
export type Family = (typeof FAMILIES)[number];

export function isFamily(value: string): value is Family {
  return (FAMILIES as readonly string[]).includes(value);
}

/** A block as stored in data: a type name and its props, parsed by the block's schema when read. */
export interface BlockInstance {
  type: string;
  /** Parsed by the block's schema when read: invalid props are logged and the block skipped. */
  props?: unknown;
}

/** A page stored as data: its blocks, and optionally its own title and description. */
export interface PageDefinition {
  title?: string;
  description?: string;
  blocks: BlockInstance[];
}

export interface Site {
  id: string;
  family: Family;
  name: string;
  hosts: string[];
  /** The CRM record of the local business, field names as the CRM spells them. */
  crm: Record<string, unknown>;
  settings: Record<string, unknown>;
  /** Path pattern → page, overriding or adding to the family's page table. */
  pages: Record<string, PageDefinition>;
}
