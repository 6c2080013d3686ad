/**
 * The contact of a valuation request as shown to anyone but the browser that sent it (issue 38
 * item 5): enough to recognise one's own request, not enough to read someone's details.
 */
export interface ShownContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const initial = (name: string) => (name.trim() ? `${[...name.trim()][0]!.toUpperCase()}.` : '');

export function maskedContact(contact: ShownContact): ShownContact {
  const [local = '', domain = ''] = contact.email.split('@');
  const digits = contact.phone.replace(/\D/g, '');
  return {
    firstName: initial(contact.firstName),
    lastName: initial(contact.lastName),
    email: contact.email ? `${[...local][0] ?? ''}•••@${[...domain][0] ?? ''}•••` : '',
    phone: digits ? `•• •• •• •• ${digits.slice(-2)}` : '',
  };
}
