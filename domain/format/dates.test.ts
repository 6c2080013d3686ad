import { expect, it } from 'vitest';
import { formatLongDate } from './dates';

it.each([
  ['2026-11-10', '10 novembre 2026'],
  ['2026-01-01', '1 janvier 2026'],
  ['pas une date', ''],
  [null, ''],
])('formatLongDate(%s) → %s', (input, expected) => expect(formatLongDate(input)).toBe(expected));

it.each([
  ['2026-11-10', '10 November 2026'],
  ['2026-01-01', '1 January 2026'],
  ['pas une date', ''],
])('formatLongDate(%s, en) → %s', (input, expected) => expect(formatLongDate(input, 'en')).toBe(expected));
