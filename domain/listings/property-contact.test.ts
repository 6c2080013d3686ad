import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG } from '../leads/schemas';
import { propertyContactSchema } from './property-contact';

const valid = { slug: 'appartement-sevran', name: 'Inès Martin', email: 'ines@example.fr', consent: 'on' };

describe('the property contact form’s message', () => {
  it('keeps a message of exactly the limit whole', () => {
    const message = 'a'.repeat(MAX_MESSAGE_LENGTH);
    const parsed = propertyContactSchema.safeParse({ ...valid, message });
    expect(parsed.success && parsed.data.message).toBe(message);
  });

  it('refuses a message one character past the limit on the message field, instead of cutting it', () => {
    const parsed = propertyContactSchema.safeParse({ ...valid, message: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([{ path: ['message'], message: MESSAGE_TOO_LONG }]);
  });

  it('counts the message once trimmed', () => {
    const parsed = propertyContactSchema.safeParse({ ...valid, message: `  ${'a'.repeat(MAX_MESSAGE_LENGTH)}  ` });
    expect(parsed.success).toBe(true);
  });
});
