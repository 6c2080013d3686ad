import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 38 item 14: the testimonial posters showed a play triangle of their own under the page's
// '▶ Voir la vidéo' pill: two play signs. The pill is the only one; a poster is a picture.
const DIR = 'media/recrutement';

describe('testimonial posters', () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith('.svg')))('%s draws no play sign', (file) => {
    const svg = readFileSync(`${DIR}/${file}`, 'utf8');
    // The triangle was the one path of these posters ('M606 610v60l52-30z').
    expect(svg).not.toMatch(/<path\b/);
    expect(svg).not.toContain('▶');
  });
});
