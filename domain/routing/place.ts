/**
 * The département of a French postcode, for routing by place (issue 36). A postcode's first two digits
 * name the département, with these exceptions (La Poste's postcode scheme):
 * - Corsica: 20000–20199 is Corse-du-Sud (2A), 20200–20999 Haute-Corse (2B);
 * - overseas: the first three digits, 971 Guadeloupe, 972 Martinique, 973 Guyane, 974 La Réunion,
 *   975 Saint-Pierre-et-Miquelon, 976 Mayotte; Saint-Barthélemy (97133) is 977 and Saint-Martin
 *   (97150) 978 although their postcodes sit in Guadeloupe's range; 986 Wallis-et-Futuna,
 *   987 Polynésie française, 988 Nouvelle-Calédonie;
 * - 980xx is Monaco (La Poste's range, not a French département): no département.
 */
export function departmentOf(postcode: string | null | undefined): string | null {
  const code = (postcode ?? '').trim();
  if (!/^\d{5}$/.test(code)) return null;
  const two = code.slice(0, 2);
  if (two === '00') return null;
  if (two === '20') return Number(code) < 20200 ? '2A' : '2B';
  if (two === '97') {
    if (code === '97133') return '977';
    if (code === '97150') return '978';
    const three = code.slice(0, 3);
    return ['971', '972', '973', '974', '975', '976'].includes(three) ? three : null;
  }
  if (two === '98') {
    const three = code.slice(0, 3);
    return ['986', '987', '988'].includes(three) ? three : null;
  }
  return two;
}

/** A département as the network admin types it ('2a', ' 93', '971'), or null when it is none. */
export function normaliseDepartment(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (/^(0[1-9]|1\d|2[1-9]|[3-8]\d|9[0-5])$/.test(v)) return v;
  if (v === '2A' || v === '2B') return v;
  if (/^97[1-8]$/.test(v) || /^98[678]$/.test(v)) return v;
  return null;
}

/** The first French postcode written in a text ('3 rue de Paris, 93270 Sevran'), or null. */
export function postcodeIn(text: string | null | undefined): string | null {
  const match = /(?<!\d)(\d{5})(?!\d)/.exec(text ?? '');
  return match ? match[1]! : null;
}
