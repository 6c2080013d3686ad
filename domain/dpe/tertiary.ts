// Tertiary sector classification and its label limits (modified order of 15/09/2006).
import type { Bounds } from './letters';

export type TertiaryCategory = 'shopping-centre' | 'offices' | 'continuous-occupation' | 'others';

export const TERTIARY_BOUNDS: Readonly<Record<TertiaryCategory, { energy: Bounds; ges: Bounds }>> = {
  offices: { energy: [50, 110, 210, 350, 540, 750], ges: [5, 15, 30, 60, 100, 145] },
  'continuous-occupation': { energy: [100, 210, 370, 580, 830, 1130], ges: [12, 30, 65, 110, 160, 220] },
  others: { energy: [30, 90, 170, 270, 380, 510], ges: [3, 10, 25, 45, 70, 95] },
  'shopping-centre': { energy: [80, 120, 180, 230, 330, 450], ges: [10, 15, 25, 35, 55, 80] },
};

/** Lowercase and drop accents so 'Hôpital' and 'hopital' match alike. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const OFFICE_WORDS = ['bureau', 'administration', 'banque', 'enseignement'];
const CONTINUOUS_WORDS = ['hotel', 'hopital', 'soins', 'ehpad', 'maison de retraite', 'internat'];

export function tertiaryCategory(
  secteurActivite: string | null | undefined,
  categorieErp?: string | null,
): TertiaryCategory {
  const text = foldText(`${secteurActivite ?? ''} ${categorieErp ?? ''}`);
  if (text.includes('centre commercial')) return 'shopping-centre';
  if (OFFICE_WORDS.some((w) => text.includes(w))) return 'offices';
  if (CONTINUOUS_WORDS.some((w) => text.includes(w))) return 'continuous-occupation';
  return 'others';
}
