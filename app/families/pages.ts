import type { Family, PageDefinition } from '../../domain/sites/site';
import { agencePages } from './agence/pages';
import { diagPages } from './diag/pages';
import { immoPages } from './immo/pages';
import { recrutementPages } from './recrutement/pages';

export const familyPages: Record<Family, Record<string, PageDefinition>> = {
  diag: diagPages,
  immo: immoPages,
  agence: agencePages,
  recrutement: recrutementPages,
};
