import { describe, expect, it } from 'vitest';
import { parseApiKeyForm } from './api-key-form';
import { decodeCursor, encodeCursor } from './cursor';
import { allows, parseScopes, scopesFromForm } from './scopes';
import { DISABLE_AFTER_FAILING_MS, failedLongEnough, listingEventsOf, webhookEndpointSchema } from './webhook-events';
import { inputPointerOf } from './listing-input';

describe('API key scopes', () => {
  it.each([
    [{ leads: 'write' } as const, 'leads', 'read', true],
    [{ leads: 'write' } as const, 'leads', 'write', true],
    [{ leads: 'read' } as const, 'leads', 'write', false],
    [{ leads: 'read' } as const, 'advisers', 'read', false],
    [{}, 'sites', 'read', false],
    [{ sites: 'read' } as const, 'sites', 'write', false],
    [{ sites: 'write' } as const, 'sites', 'write', true],
  ] as const)('%j on %s for %s: %s', (scopes, resource, access, expected) => {
    expect(allows(scopes, resource, access)).toBe(expected);
  });

  it('the form and the stored scopes keep read and write per known resource (sites writable too); unknown resources and values grant nothing', () => {
    const form: Record<string, string> = { 'scope.leads': 'write', 'scope.sites': 'write', 'scope.listings': 'read', 'scope.posts': 'admin', 'scope.users': 'write' };
    expect(scopesFromForm((n) => form[n])).toEqual({ leads: 'write', sites: 'write', listings: 'read' });
    expect(parseScopes('{"leads":"write","sites":"write","users":"write","posts":"all","listings":"read"}')).toEqual({ leads: 'write', sites: 'write', listings: 'read' });
    expect(parseScopes('not json')).toEqual({});
    expect(parseScopes('[1]')).toEqual({});
  });

  it('the form needs a name and one right', () => {
    expect(parseApiKeyForm((n) => ({ name: ' CRM ', 'scope.leads': 'read' })[n])).toEqual({ ok: true, name: 'CRM', scopes: { leads: 'read' } });
    expect(parseApiKeyForm((n) => ({ name: '', 'scope.leads': 'none' })[n])).toEqual({ ok: false, errors: { name: 'apiKeys.nameRequired', scopes: 'apiKeys.scopesRequired' } });
    expect(parseApiKeyForm((n) => ({ name: 'x'.repeat(81), 'scope.leads': 'read' })[n])).toMatchObject({ ok: false, errors: { name: 'apiKeys.nameRequired' } });
  });
});

describe('cursors', () => {
  it('round-trip a sort key; anything else is refused', () => {
    expect(decodeCursor(encodeCursor(['2026-11-01T10:00:00.000Z', 'abc']), 2)).toEqual(['2026-11-01T10:00:00.000Z', 'abc']);
    expect(decodeCursor(encodeCursor(['a']), 2)).toBeNull();
    expect(decodeCursor('nope!', 1)).toBeNull();
    expect(decodeCursor(Buffer.from('[1]').toString('base64url'), 1)).toBeNull();
    expect(decodeCursor(Buffer.from('{').toString('base64url'), 1)).toBeNull();
  });
});

describe('webhooks', () => {
  const since = '2026-11-20T09:00:00.000Z';
  it.each([
    [null, 0, false],
    [since, DISABLE_AFTER_FAILING_MS - 1, false],
    [since, DISABLE_AFTER_FAILING_MS, true],
  ] as const)('failing since %s, %i ms later: disabled %s', (failingSince, after, expected) => {
    expect(failedLongEnough(failingSince, Date.parse(since) + after)).toBe(expected);
  });

  it.each([
    ['https://crm.example/hooks', true],
    ['http://localhost:8080/hooks', true],
    ['http://127.0.0.1:9/hooks', true],
    ['http://crm.example/hooks', false],
    ['ftp://crm.example/hooks', false],
    ['crm.example', false],
  ])('%s accepted: %s', (url, ok) => {
    expect(webhookEndpointSchema.safeParse({ url, description: '', events: ['lead.created'] }).success).toBe(ok);
  });

  it('needs an event, a known one', () => {
    expect(webhookEndpointSchema.safeParse({ url: 'https://crm.example', description: '', events: [] }).success).toBe(false);
    expect(webhookEndpointSchema.safeParse({ url: 'https://crm.example', description: '', events: ['lead.deleted'] }).success).toBe(false);
  });
});

describe('listing webhook events (decision 0127)', () => {
  it.each([
    [null, { publication: 'draft', status: 'sale' }, []],
    [null, { publication: 'published', status: 'sale' }, ['listing.published']],
    [null, { publication: 'published', status: 'sold' }, ['listing.published', 'listing.sold']],
    [{ publication: 'draft', status: 'sale' }, { publication: 'published', status: 'rent' }, ['listing.published']],
    [{ publication: 'withdrawn', status: 'sale' }, { publication: 'published', status: 'sale' }, ['listing.published']],
    [{ publication: 'published', status: 'sale' }, { publication: 'published', status: 'sale' }, []],
    [{ publication: 'published', status: 'sale' }, { publication: 'published', status: 'sold' }, ['listing.sold']],
    [{ publication: 'published', status: 'sold' }, { publication: 'published', status: 'sold' }, []],
    [{ publication: 'published', status: 'sold' }, { publication: 'withdrawn', status: 'sale' }, []],
    [{ publication: 'draft', status: 'sold' }, { publication: 'draft', status: 'sold' }, []],
  ] as const)('%j → %j: %j', (before, after, expected) => {
    expect(listingEventsOf(before, after)).toEqual(expected);
  });
});

describe('a gate issue points into the API body', () => {
  it.each([
    ['sale.priceFeesIncluded', '/price'],
    ['rent.rentChargesIncluded', '/price'],
    ['insee', '/city'],
    ['publication', '/state'],
    ['photos.0.alt', '/photos/0/alt'],
    ['georisquesMention', '/georisquesMention'],
  ])('%s → %s', (path, pointer) => {
    expect(inputPointerOf(path)).toBe(pointer);
  });
});
