import { describe, expect, it } from 'vitest';
import { parseSlotParam, proposedSlots, slotLabel } from './slots';

describe('proposedSlots', () => {
  it.each([
    // now (local), tuesday param, wednesday param
    [new Date(2026, 10, 23, 10, 0), '08-12-26-09h30', '09-12-26-14h00'], // Monday 23 Nov 2026
    [new Date(2026, 10, 25, 18, 0), '08-12-26-09h30', '09-12-26-14h00'], // Wednesday
    [new Date(2026, 10, 29, 23, 59), '08-12-26-09h30', '09-12-26-14h00'], // Sunday still same week
    [new Date(2026, 10, 30, 0, 1), '15-12-26-09h30', '16-12-26-14h00'], // next Monday
    [new Date(2026, 11, 21, 9, 0), '05-01-27-09h30', '06-01-27-14h00'], // across the year
    [new Date(2026, 1, 16, 9, 0), '03-03-26-09h30', '04-03-26-14h00'], // across February
  ])('%s → %s, %s', (now, tue, wed) => {
    const [a, b] = proposedSlots(now);
    expect(a.param).toBe(tue);
    expect(b.param).toBe(wed);
    expect(a.date.getDay()).toBe(2);
    expect(b.date.getDay()).toBe(3);
  });

  it('labels in French long form', () => {
    const [a, b] = proposedSlots(new Date(2026, 10, 23));
    expect(a.label).toBe('Mardi 8 décembre à 9h30');
    expect(b.label).toBe('Mercredi 9 décembre à 14h');
  });
});

describe('parseSlotParam', () => {
  it.each([
    ['08-12-26-09h30', 'Mardi 8 décembre à 9h30'],
    ['09-12-26-14h00', 'Mercredi 9 décembre à 14h'],
    ['29-02-28-10h15', 'Mardi 29 février à 10h15'],
    [' 01-06-26-09h05 ', 'Lundi 1 juin à 9h05'],
  ])('%s → slot %s', (raw, label) => {
    const parsed = parseSlotParam(raw);
    expect(parsed.kind).toBe('slot');
    if (parsed.kind === 'slot') {
      expect(parsed.label).toBe(label);
      expect(parsed.param).toBe(raw.trim());
    }
  });

  it.each([
    ['31-02-26-09h30'],
    ['29-02-26-09h30'],
    ['00-01-26-09h30'],
    ['01-13-26-09h30'],
    ['01-01-26-24h00'],
    ['01-01-26-09h60'],
    ['1-1-26-09h30'],
    ['01-01-2026-09h30'],
    ['01-01-26 09:30'],
    [''],
    [null],
    [undefined],
    ['AUTREDATE'],
  ])('%s → none', (raw) => {
    expect(parseSlotParam(raw)).toEqual({ kind: 'none' });
  });

  it('autreDate', () => {
    expect(parseSlotParam('autreDate')).toEqual({ kind: 'autreDate' });
  });

  it('slotLabel keeps minutes only when needed', () => {
    expect(slotLabel(new Date(2026, 5, 2, 9, 30))).toBe('Mardi 2 juin à 9h30');
    expect(slotLabel(new Date(2026, 5, 3, 14, 0))).toBe('Mercredi 3 juin à 14h');
  });
});
