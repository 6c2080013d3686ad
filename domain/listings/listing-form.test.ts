import { describe, expect, it } from 'vitest';
import { EDITOR_STATES, fieldOfIssue, listingFormSchema, photoEdits, stateColumns, stateOf } from './listing-form';

const photos = [
  { id: 'a', src: '/media/a.jpg', alt: 'A' },
  { id: 'b', src: '/media/b.jpg', alt: 'B' },
  { id: 'c', src: '/media/c.jpg', alt: 'C' },
];

describe('the listing editor form', () => {
  it.each([
    ['draft', 'sale', { publication: 'draft', status: 'sale', underOffer: false }],
    ['published', 'rent', { publication: 'published', status: 'rent', underOffer: false }],
    ['under-offer', 'sale', { publication: 'published', status: 'sale', underOffer: true }],
    ['sold', 'sale', { publication: 'published', status: 'sold', underOffer: false }],
    ['withdrawn', 'sale', { publication: 'withdrawn', status: 'sale', underOffer: false }],
  ] as const)('state %s of a %s is stored as %j, and reads back as the same state', (state, transaction, columns) => {
    expect(stateColumns(state, transaction)).toEqual(columns);
    expect(stateOf(columns, columns.underOffer)).toBe(state);
  });

  it('offers exactly the five states of the issue', () => {
    expect(EDITOR_STATES).toEqual(['draft', 'published', 'under-offer', 'sold', 'withdrawn']);
  });

  it('reorders photos by their position, changes alt texts, removes the ticked one, appends the added one', () => {
    const edited = photoEdits(
      photos,
      [
        { id: 'a', alt: 'Façade', position: 3, remove: false },
        { id: 'b', alt: 'B', position: 1, remove: true },
        { id: 'c', alt: 'Séjour', position: 1, remove: false },
      ],
      { id: 'd', src: '/media/d.jpg', alt: 'Cuisine' },
    );
    expect(edited).toEqual([
      { id: 'c', src: '/media/c.jpg', alt: 'Séjour' },
      { id: 'a', src: '/media/a.jpg', alt: 'Façade' },
      { id: 'd', src: '/media/d.jpg', alt: 'Cuisine' },
    ]);
  });

  it.each([
    ['sale', 'sale.feePercent'],
    ['sale.priceFeesIncluded', 'price'],
    ['energy', 'energy.kind'],
    ['energy.dpeLetter', 'energy.dpeLetter'],
    ['coownership', 'coownership.lots'],
    ['photos.0.alt', 'photos'],
    ['rent.deposit', 'rent.deposit'],
  ])('an issue at %s is shown next to the field %s', (path, field) => {
    expect(fieldOfIssue(path)).toBe(field);
  });
});

describe('a new photo’s path', () => {
  const photoField = listingFormSchema.shape['newPhoto.src'];
  it.each([['uploads/' + 'a'.repeat(64) + '.webp'], ['listings/appartement-1.svg'], ['listings/photos/sejour-1.jpg']])('accepts %s, a path the /img route serves', (path) => {
    expect(photoField.safeParse(path).success).toBe(true);
  });
  it.each([['/media/photos/sejour.jpg'], ['https://example.com/photo.jpg'], ['../etc/passwd.jpg'], ['listings/../../secret.jpg'], ['uploads/photo.php']])('refuses %s (the public pages could not serve it)', (path) => {
    expect(photoField.safeParse(path).success).toBe(false);
  });
});
