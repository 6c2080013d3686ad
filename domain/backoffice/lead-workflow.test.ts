import { describe, expect, it } from 'vitest';
import { canMove, isLate, LEAD_STATUSES } from './lead-workflow';

// Issue 29: nouveau → en cours → gagné / perdu / spam; a lead still 'nouveau' after 24 hours is late.
describe('lead workflow', () => {
  it.each([
    ['nouveau', 'en_cours', true],
    ['en_cours', 'gagne', true],
    ['en_cours', 'perdu', true],
    ['en_cours', 'spam', true],
    ['nouveau', 'spam', true],
    ['gagne', 'en_cours', true],
    ['en_cours', 'nouveau', false],
    ['gagne', 'perdu', false],
    ['spam', 'gagne', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => expect(canMove(from, to)).toBe(allowed));

  it('never moves back to nouveau', () => {
    for (const from of LEAD_STATUSES) expect(canMove(from, 'nouveau')).toBe(false);
  });

  it.each([
    ['nouveau', 23.9, false],
    ['nouveau', 24, true],
    ['nouveau', 72, true],
    ['en_cours', 72, false],
    ['spam', 72, false],
  ] as const)('%s after %s h: late %s', (status, hours, late) => {
    const created = '2026-03-02T08:00:00.000Z';
    expect(isLate(status, created, Date.parse(created) + hours * 3_600_000)).toBe(late);
  });
});
