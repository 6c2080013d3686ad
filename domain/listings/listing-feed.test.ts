import { describe, expect, it } from 'vitest';
import { feedAnswerProblem, feedUrlProblem, listingFeedSchema, nextFeedRun } from './listing-feed';

const text = (s: string) => new TextEncoder().encode(s);
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);

describe('a feed address', () => {
  it.each([
    ['https://logiciel.example/export.zip', 'refuse', null],
    ['http://logiciel.example/export.zip', 'refuse', 'listingFeed.urlHttps'],
    ['https://127.0.0.1/export.zip', 'refuse', 'listingFeed.urlPrivate'],
    ['https://192.168.1.20/export.zip', 'refuse', 'listingFeed.urlPrivate'],
    ['https://169.254.169.254/latest', 'refuse', 'listingFeed.urlPrivate'],
    ['https://[::ffff:127.0.0.1]/x', 'refuse', 'listingFeed.urlPrivate'],
    ['https://serveur.local/x', 'refuse', 'listingFeed.urlPrivate'],
    ['http://127.0.0.1:8080/export.zip', 'allow', null],
  ] as const)('%s under %s: %s', (url, policy, expected) => {
    expect(feedUrlProblem(url, policy)).toBe(expected);
  });

  it('the form takes an http(s) address, 6, 12 or 24 hours and an adviser; anything else names the field', () => {
    expect(listingFeedSchema.safeParse({ url: ' https://a.example/f.zip ', everyHours: '12', adviserId: 'a1' })).toMatchObject({ success: true, data: { url: 'https://a.example/f.zip', everyHours: 12 } });
    const refused = listingFeedSchema.safeParse({ url: 'ftp://a.example/f.zip', everyHours: '7', adviserId: '' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['url', 'listingFeed.urlInvalid'],
      ['everyHours', 'listingFeed.frequencyInvalid'],
      ['adviserId', 'listingFeed.adviserRequired'],
    ]);
  });

  it('runs again `everyHours` after a run', () => {
    expect(nextFeedRun(new Date('2026-11-28T22:00:00Z'), 6).toISOString()).toBe('2026-11-29T04:00:00.000Z');
  });
});

describe('a fetched answer before any import', () => {
  it.each([
    [200, 'application/zip', zip, null],
    [200, 'text/csv', text('"maisonfort"!#"VE1"'), null],
    [200, 'application/octet-stream', text('\uFEFF"a"!#"b"'), null],
    [500, 'application/zip', zip, 'Le serveur du flux a répondu 500 : rien n’a été changé.'],
    [404, 'text/html', text('<html>'), 'Le serveur du flux a répondu 404 : rien n’a été changé.'],
    [200, 'application/zip', new Uint8Array(), 'Le flux a renvoyé un fichier vide : rien n’a été changé.'],
    [200, 'text/csv', text(' \r\n\r\n'), 'Le flux a renvoyé un fichier vide : rien n’a été changé.'],
    [200, 'text/html; charset=utf-8', text('"a"!#"b"'), 'Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : rien n’a été changé.'],
    [200, null, text('\n  <!DOCTYPE html><html lang="fr">'), 'Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : rien n’a été changé.'],
    [200, 'application/zip', text('<?xml version="1.0"?><html><body>Erreur</body></html>'), 'Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : rien n’a été changé.'],
  ] as const)('status %s, %s: %s', (status, contentType, bytes, expected) => {
    expect(feedAnswerProblem({ status, contentType, bytes })).toBe(expected);
  });
});
