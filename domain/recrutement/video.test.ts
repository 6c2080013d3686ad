import { expect, it } from 'vitest';
import { autoplayEmbedUrl } from './video';

it.each([
  ['https://www.youtube.com/watch?v=mfDemo00001', 'https://www.youtube-nocookie.com/embed/mfDemo00001?autoplay=1&rel=0'],
  ['https://youtube.com/watch?v=abcDEF_123-&t=30', 'https://www.youtube-nocookie.com/embed/abcDEF_123-?autoplay=1&rel=0'],
  ['https://youtu.be/mfDemo00004', 'https://www.youtube-nocookie.com/embed/mfDemo00004?autoplay=1&rel=0'],
  ['https://www.youtube.com/embed/mfDemo00001', 'https://www.youtube-nocookie.com/embed/mfDemo00001?autoplay=1&rel=0'],
  ['https://vimeo.com/100000003', 'https://player.vimeo.com/video/100000003?autoplay=1'],
  ['https://player.vimeo.com/video/100000003', 'https://player.vimeo.com/video/100000003?autoplay=1'],
  ['https://example.com/video.mp4', null],
  ['javascript:alert(1)', null],
  ['https://www.youtube.com/watch?v=<script>', null],
  ['pas une url', null],
])('%s → %s', (link, embed) => expect(autoplayEmbedUrl(link)).toBe(embed));
