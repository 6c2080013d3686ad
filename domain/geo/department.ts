/**
 * The department of a French postcode, by the network spec's rule (§5 'Directory filters'): 97 and
 * 98 take the first three digits; 20 is Corsica, 200xx and 201xx → 2A, 202xx and 206xx → 2B,
 * anything else 2A; otherwise the first two digits. Postcodes are not department codes, and a few
 * straddle two departments (05110 is partly in 04): the postcode's own department is the accepted
 * approximation. Not a postcode (not 5 digits, or 00xxx): null.
 */
export function departmentOfPostcode(postcode: string | null | undefined): string | null {
  const p = (postcode ?? '').trim();
  if (!/^\d{5}$/.test(p)) return null;
  const two = p.slice(0, 2);
  if (two === '00') return null;
  if (two === '97' || two === '98') return p.slice(0, 3);
  if (two === '20') return p[2] === '2' || p[2] === '6' ? '2B' : '2A';
  return two;
}
