// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

afterEach(cleanup);

const links = () => within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('link');

describe('<Pagination>', () => {
  it('renders plain links keeping the other query parameters, page 1 without the page parameter', () => {
    render(<Pagination currentPage={2} totalPages={3} pathname="/recherche-location" searchParams="lieu=Sevran+%2893270%29&type=Maison&page=2" />);
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Précédent', '/recherche-location?lieu=Sevran+%2893270%29&type=Maison'],
      ['1', '/recherche-location?lieu=Sevran+%2893270%29&type=Maison'],
      ['2', '/recherche-location?lieu=Sevran+%2893270%29&type=Maison&page=2'],
      ['3', '/recherche-location?lieu=Sevran+%2893270%29&type=Maison&page=3'],
      ['Suivant', '/recherche-location?lieu=Sevran+%2893270%29&type=Maison&page=3'],
    ]);
  });

  it('marks the current page with aria-current, and only it', () => {
    render(<Pagination currentPage={10} totalPages={20} pathname="/actualites" />);
    const current = links().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['10']);
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveProperty('href', expect.stringMatching(/\/actualites\?page=10$/));
  });

  it('first 3, a window, last 3 and ellipses beyond 9 pages (spec §9)', () => {
    const { container } = render(<Pagination currentPage={10} totalPages={20} pathname="/actualites" />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Précédent', '1', '2', '3', '…', '9', '10', '11', '…', '18', '19', '20', 'Suivant']);
  });

  it('no previous link on the first page, no next link on the last', () => {
    render(<Pagination currentPage={1} totalPages={4} pathname="/p" pageParam="p" />);
    expect(screen.queryByRole('link', { name: 'Précédent' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Suivant' }).getAttribute('href')).toBe('/p?p=2');
    cleanup();
    render(<Pagination currentPage={4} totalPages={4} pathname="/p" pageParam="p" />);
    expect(screen.queryByRole('link', { name: 'Suivant' })).toBeNull();
  });

  it('a page number out of range is read as the nearest page', () => {
    render(<Pagination currentPage={99} totalPages={3} pathname="/p" />);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} pathname="/p" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('<Pagination> wording', () => {
  it('takes translated words', () => {
    render(<Pagination currentPage={2} totalPages={3} pathname="/en/news" labels={{ previous: 'Previous', next: 'Next', page: (n) => `Page ${n} of 3` }} label="Pages" />);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('link').map((a) => a.getAttribute('aria-label') ?? a.textContent)).toEqual(['Previous', 'Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3', 'Next']);
  });
});
