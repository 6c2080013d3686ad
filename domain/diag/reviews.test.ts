import { describe, expect, it } from 'vitest';
import { parseDiagCrm } from './crm';
import { reviewsView } from './reviews';

const named = { ActivAvis1Nom: 'Léa', ActivAvis1Commentaire: 'Parfait' };

describe('reviewsView (spec §4)', () => {
  it.each([
    ['no data at all', {}, 'hidden'],
    ['a name without text', { ActivAvis1Nom: 'Léa' }, 'hidden'],
    ['a named testimonial', named, 'reviews'],
    ['a link, nothing else', { ActivAvisLien: 'https://avis.example' }, 'empty-invite'],
    ['a link and a rating but no testimonial', { ActivAvisLien: 'https://avis.example', ActivAvisNoteMoyenne: 4.5 }, 'hidden'],
    ['a link and a count but no testimonial', { ActivAvisLien: 'https://avis.example', ActivAvisNombreAvis: 3 }, 'hidden'],
    ['a rating only', { ActivAvisNoteMoyenne: 4.5 }, 'hidden'],
  ])('%s → %s', (_label, crm, mode) => expect(reviewsView(parseDiagCrm(crm)).mode).toBe(mode));

  it('keeps at most three testimonials with both name and text, and shows the rating card', () => {
    const view = reviewsView(
      parseDiagCrm({ ...named, ActivAvis2Nom: 'Marc', ActivAvis3Nom: 'Zoé', ActivAvis3Commentaire: 'Top', ActivAvisNoteMoyenne: 4.86, ActivAvisNombreAvis: 57 }),
    );
    expect(view).toMatchObject({ mode: 'reviews', showRatingCard: true, average: 4.86, count: 57 });
    expect(view.mode === 'reviews' && view.testimonials.map((t) => t.name)).toEqual(['Léa', 'Zoé']);
  });
});
