import { describe, expect, it } from 'vitest';
import { bookingEmbedUrl } from './booking';

describe('bookingEmbedUrl: only a listed https host can be framed', () => {
  it.each([
    ['https://calendly.com/maisonfort-demo/rendez-vous', 'https://calendly.com/maisonfort-demo/rendez-vous?hide_gdpr_banner=1'],
    ['http://calendly.com/maisonfort-demo/rendez-vous', null],
    ['https://calendly.com.evil.example/x', null],
    ['https://evil.example/calendly.com', null],
    ['pas une adresse', null],
    [undefined, null],
  ])('%s → %s', (link, expected) => expect(bookingEmbedUrl(link)).toBe(expected));
});
