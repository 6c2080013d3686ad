/**
 * The town of a postal address written the French way ('42 rue de la Convention, 75015 Paris' →
 * 'Paris'): what follows the five-digit postcode. Null when the address has no postcode.
 */
export function townOfAddress(address: string | null | undefined): string | null {
  const town = /\b\d{5}\s+([^,\d][^,]*)\s*$/.exec(address?.trim() ?? '')?.[1]?.trim();
  return town || null;
}
