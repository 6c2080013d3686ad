import type { QuoteCriteria } from './criteria';

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The property's address on one line. A picked suggestion's label already ends with
 * '75015 Paris', so the postcode and city are added only when the address does not carry them
 * (issue 17 item 4: no '…, 75015 Paris, 75015 Paris').
 */
export function addressLine(c: Pick<QuoteCriteria, 'address' | 'postcode' | 'city'>): string {
  const address = c.address.trim();
  const place = [c.postcode, c.city.trim()].filter(Boolean).join(' ');
  if (!address) return place;
  const folded = fold(address);
  const hasPostcode = !c.postcode || folded.includes(c.postcode);
  const hasCity = !c.city.trim() || folded.includes(fold(c.city));
  if (hasPostcode && hasCity) return address;
  return place ? `${address}, ${place}` : address;
}
