import { describe, expect, it } from 'vitest';
import { inboxQuery, parseInboxFilter } from './inbox-filter';

describe('inbox filter from the URL', () => {
  it('reads every filter', () => {
    const filter = parseInboxFilter(new URLSearchParams('site=sevran&form=devis&status=en_cours&from=2026-01-01&to=2026-01-31&q=%20Inès%20&page=3'));
    expect(filter).toEqual({ site: 'sevran', form: 'devis', status: 'en_cours', from: '2026-01-01', to: '2026-01-31', q: 'Inès', page: 3 });
  });

  it('an unreadable value is no filter, never an error', () => {
    const filter = parseInboxFilter(new URLSearchParams('site=../x&form=inconnu&status=fini&from=hier&to=2026-13-45&page=-2&q='));
    expect(filter).toEqual({ site: null, form: null, status: null, from: null, to: null, q: null, page: 1 });
  });

  it('writes links that keep the filter and leave page 1 out', () => {
    const filter = parseInboxFilter(new URLSearchParams('site=sevran&q=06&page=2'));
    expect(inboxQuery(filter)).toBe('?site=sevran&q=06&page=2');
    expect(inboxQuery(filter, { page: 1, status: 'spam' })).toBe('?site=sevran&status=spam&q=06');
    expect(inboxQuery(parseInboxFilter(new URLSearchParams()))).toBe('');
  });
});
