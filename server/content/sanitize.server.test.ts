import { describe, expect, it } from 'vitest';
import { plainText, sanitizeContent, splitFirstHeading } from './sanitize.server';

describe('sanitizeContent', () => {
  it.each([
    ['<p onclick="alert(1)">Bonjour</p>', '<p>Bonjour</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ex.fr" target="_blank">x</a>', '<a href="https://ex.fr" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<img src=x onerror=alert(1)><h2>Titre</h2>', '<h2>Titre</h2>'],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(sanitizeContent(input)).toBe(expected));
});

describe('plainText', () => {
  it('strips tags and collapses whitespace', () => expect(plainText('<p>Le  <strong>DPE</strong>\n change</p>')).toBe('Le DPE change'));
});

describe('splitFirstHeading', () => {
  it('takes the first h1 as the heading and removes it from the body', () => {
    expect(splitFirstHeading('<h1>Le <em>DPE</em></h1><p>Texte</p><h1>Autre</h1>')).toEqual({ heading: 'Le DPE', body: '<p>Texte</p><h1>Autre</h1>' });
  });
  it('has no heading without an h1', () => expect(splitFirstHeading('<p>x</p>')).toEqual({ heading: null, body: '<p>x</p>' }));
});
