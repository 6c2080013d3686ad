/**
 * Department code from a French postcode. Postcodes are not department codes: Corsica's start
 * with 20 (200xx/201xx → 2A, 202xx/206xx → 2B) and overseas ones carry a three-digit department.
 * A handful of postcodes straddle two departments (e.g. 05110 partly in 04); the postcode's own
 * prefix is used, which is the accepted approximation for a quote.
 */
export function departmentFromPostcode(postcode: string | null | undefined): string | null {
  const p = (postcode ?? '').trim();
  if (!/^\d{5}$/.test(p)) return null;
  const two = p.slice(0, 2);
  if (two === '00') return null;
  if (two === '20') {
    const third = p[2];
    if (third === '0' || third === '1') return '2A';
    if (third === '2' || third === '6') return '2B';
    return null; // 203xx–205xx, 207xx–209xx are not assigned.
  }
  if (two === '97') {
    const three = p.slice(0, 3);
    // 971–974 and 976 are departments; 975 (Saint-Pierre-et-Miquelon) is a collectivity with its own code.
    return ['971', '972', '973', '974', '975', '976'].includes(three) ? three : null;
  }
  if (two === '98') return null; // Monaco and Pacific collectivities: no department.
  return two;
}
