import { describe, expect, it } from 'vitest';
import { maskedContact } from './masked-contact';

describe('maskedContact', () => {
  it('keeps initials, the first letters of the e-mail and the last two digits only', () => {
    expect(maskedContact({ firstName: 'Camille', lastName: 'Roux', email: 'camille.roux@exemple.example', phone: '06 11 22 33 44' })).toEqual({
      firstName: 'C.',
      lastName: 'R.',
      email: 'c•••@e•••',
      phone: '•• •• •• •• 44',
    });
  });

  it('shows nothing of what is empty', () => {
    expect(maskedContact({ firstName: '', lastName: ' ', email: '', phone: '' })).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });
});
