import { describe, expect, it } from 'vitest';
import { calendarSchema, type DiagCalendar, dayRooms, daySlots, fitsAt, fittingSlots, freeSlots, isOfferedSlot, weekdayIndex } from './calendar';
import { holidayZoneOf, publicHolidays } from './holidays';

describe('public holidays (Code du travail L. 3133-1; Alsace-Moselle L. 3134-13)', () => {
  it.each([
    // [day, metropole, alsace-moselle, why]
    ['2026-01-01', true, true, "1er janvier"],
    ['2026-04-03', false, true, 'Vendredi saint 2026 (Alsace-Moselle only)'],
    ['2026-04-06', true, true, 'Lundi de Pâques 2026 (Pâques le 5 avril)'],
    ['2026-05-01', true, true, '1er mai'],
    ['2026-05-08', true, true, '8 mai'],
    ['2026-05-14', true, true, 'Ascension 2026'],
    ['2026-05-25', true, true, 'Lundi de Pentecôte 2026'],
    ['2026-07-14', true, true, '14 juillet'],
    ['2026-08-15', true, true, 'Assomption'],
    ['2026-11-01', true, true, 'Toussaint'],
    ['2026-11-11', true, true, '11 novembre'],
    ['2026-12-25', true, true, 'Noël'],
    ['2026-12-26', false, true, 'Saint-Étienne (Alsace-Moselle only)'],
    ['2027-03-26', false, true, 'Vendredi saint 2027, two days before Easter on the DST Sunday'],
    ['2027-03-29', true, true, 'Lundi de Pâques 2027, the day after the DST change'],
    ['2027-05-06', true, true, 'Ascension 2027'],
    ['2026-11-30', false, false, 'an ordinary Monday'],
  ])('%s: metropole %s, Alsace-Moselle %s (%s)', (day, metropole, alsace) => {
    expect(publicHolidays(Number(day.slice(0, 4)), 'metropole').has(day)).toBe(metropole);
    expect(publicHolidays(Number(day.slice(0, 4)), 'alsace-moselle').has(day)).toBe(alsace);
  });

  it.each([
    ['75015', 'metropole'],
    ['57000', 'alsace-moselle'],
    ['67000', 'alsace-moselle'],
    ['68100', 'alsace-moselle'],
    ['54000', 'metropole'],
    ['97400', 'metropole'],
    ['', 'metropole'],
  ])('postcode %j is in zone %s', (postcode, zone) => {
    expect(holidayZoneOf(postcode)).toBe(zone);
  });
});

const week = (ranges: DiagCalendar['weeklyHours'][number]): DiagCalendar['weeklyHours'] => [ranges, ranges, ranges, ranges, ranges, [], []];
const calendar: DiagCalendar = {
  weeklyHours: week([
    { from: '09:00', to: '12:00' },
    { from: '14:00', to: '18:00' },
  ]),
  slotMinutes: 120,
  daysOff: ['2026-12-03'],
  holidayZone: 'metropole',
};

describe('slots', () => {
  it('weekday index: Monday 0 … Sunday 6', () => {
    expect(['2026-11-30', '2026-12-05', '2026-12-06'].map(weekdayIndex)).toEqual([0, 5, 6]);
  });

  it('a working day: as many whole slots as fit in each range', () => {
    // 09:00–12:00 holds one 2-hour slot (09:00); 14:00–18:00 holds two (14:00, 16:00).
    expect(daySlots(calendar, '2026-12-01', new Set())).toEqual(['2026-12-01T09:00', '2026-12-01T14:00', '2026-12-01T16:00']);
  });

  it('nothing on a weekend day without hours, a day off or a holiday', () => {
    expect(daySlots(calendar, '2026-12-05', new Set())).toEqual([]);
    expect(daySlots(calendar, '2026-12-03', new Set())).toEqual([]);
    expect(daySlots(calendar, '2026-12-25', publicHolidays(2026, 'metropole'))).toEqual([]);
  });

  it('the next 14 days from Saturday 28 Nov 2026: from Monday, less the day off and the taken slot', () => {
    const slots = freeSlots(calendar, '2026-11-28', new Set(['2026-12-01T14:00']));
    expect(slots[0]).toBe('2026-11-30T09:00');
    expect(slots).not.toContain('2026-12-01T14:00');
    expect(slots.some((s) => s.startsWith('2026-12-03'))).toBe(false);
    expect(slots.at(-1)).toBe('2026-12-11T16:00');
    // Ten working days less the day off = 9 days × 3 slots, less the taken one.
    expect(slots).toHaveLength(26);
  });

  it('Christmas week leaves out 25 December (metropole) and 26 December too in Alsace-Moselle, when worked', () => {
    const everyDay: DiagCalendar = { ...calendar, weeklyHours: Array.from({ length: 7 }, () => [{ from: '09:00', to: '11:00' }]), daysOff: [] };
    const days = (zone: DiagCalendar['holidayZone']) => freeSlots({ ...everyDay, holidayZone: zone }, '2026-12-23', new Set(), 4).map((s) => s.slice(0, 10));
    expect(days('metropole')).toEqual(['2026-12-24', '2026-12-26', '2026-12-27']);
    expect(days('alsace-moselle')).toEqual(['2026-12-24', '2026-12-27']);
  });

  it.each([
    // a block on Tuesday 1 Dec 2026 (slots 09:00–11:00, 14:00–16:00, 16:00–18:00) → the slots left
    [{ from: '14:00', to: '16:00' }, ['09:00', '16:00']],
    [{ from: '15:00', to: '15:30' }, ['09:00', '16:00']], // inside a slot: that slot goes
    [{ from: '11:00', to: '14:00' }, ['09:00', '14:00', '16:00']], // between slots, touching both edges: nothing goes
    [{ from: '10:59', to: '14:01' }, ['16:00']], // one minute into each neighbour
    [{ from: '08:00', to: '19:00' }, []], // the whole day
    [{ from: '18:00', to: '19:00' }, ['09:00', '14:00', '16:00']], // after the hours
  ])('blocked time %o on a working day leaves %o', (block, left) => {
    const blocked = { ...calendar, blocked: [{ day: '2026-12-01', ...block }] };
    expect(daySlots(blocked, '2026-12-01', new Set())).toEqual(left.map((t) => `2026-12-01T${t}`));
    // Another day is untouched.
    expect(daySlots(blocked, '2026-12-02', new Set())).toEqual(['2026-12-02T09:00', '2026-12-02T14:00', '2026-12-02T16:00']);
  });

  it('a blocked slot is neither offered nor bookable', () => {
    const blocked = { ...calendar, blocked: [{ day: '2026-11-30', from: '09:00', to: '11:00' }] };
    expect(freeSlots(blocked, '2026-11-28', new Set())[0]).toBe('2026-11-30T14:00');
    expect(isOfferedSlot(blocked, '2026-11-28', '2026-11-30T09:00')).toBe(false);
  });

  it('a post may book only an offered slot', () => {
    expect(isOfferedSlot(calendar, '2026-11-28', '2026-11-30T09:00')).toBe(true);
    expect(isOfferedSlot(calendar, '2026-11-28', '2026-11-30T10:00')).toBe(false);
    expect(isOfferedSlot(calendar, '2026-11-28', '2026-11-28T09:00')).toBe(false);
    expect(isOfferedSlot(calendar, '2026-11-28', '2026-12-14T09:00')).toBe(false);
    expect(isOfferedSlot(calendar, '2026-11-28', 'lundi')).toBe(false);
  });

  it.each([
    ['hours out of order', { ...calendar, weeklyHours: week([{ from: '12:00', to: '09:00' }]) }],
    ['a bad time', { ...calendar, weeklyHours: week([{ from: '9h', to: '12:00' }]) }],
    ['six days', { ...calendar, weeklyHours: calendar.weeklyHours.slice(0, 6) }],
    ['a bad day off', { ...calendar, daysOff: ['2026-02-30'] }],
    ['a block ending before it starts', { ...calendar, blocked: [{ day: '2026-12-01', from: '15:00', to: '14:00' }] }],
    ['a block on no day', { ...calendar, blocked: [{ day: '2026-13-01', from: '14:00', to: '15:00' }] }],
  ])('the schema refuses %s', (_label, value) => {
    expect(calendarSchema.safeParse(value).success).toBe(false);
  });
});

describe('visits of different lengths (decision 0142)', () => {
  const twoHours: DiagCalendar = { weeklyHours: week([{ from: '08:30', to: '12:30' }, { from: '13:30', to: '17:30' }]), slotMinutes: 120, daysOff: [], holidayZone: 'metropole' };
  const day = '2026-12-01';

  it.each([
    // [visit length, busy visits, starts offered that day]
    [120, [], ['08:30', '10:30', '13:30', '15:30']],
    [195, [], ['08:30', '13:30']],
    [240, [], ['08:30', '13:30']],
    [241, [], []],
    [60, [{ startsAt: `${day}T08:30`, minutes: 195 }], ['13:30', '15:30']],
    [120, [{ startsAt: `${day}T08:30`, minutes: 120 }], ['10:30', '13:30', '15:30']],
    [195, [{ startsAt: `${day}T15:30`, minutes: 60 }], ['08:30']],
    [120, [{ startsAt: `${day}T14:00`, minutes: 60 }], ['08:30', '10:30', '15:30']],
    [30, [{ startsAt: `${day}T14:00`, minutes: 60 }], ['08:30', '10:30', '13:30', '15:30']],
    [120, [{ startsAt: '2026-12-02T08:30', minutes: 240 }], ['08:30', '10:30', '13:30', '15:30']],
  ] as const)('a %d-minute visit with %j fits at %j', (length, busy, starts) => {
    expect(fittingSlots(twoHours, '2026-11-30', [...busy], length, 1)).toEqual(starts.map((s) => `${day}T${s}`));
  });

  it('a block stops the room like a visit', () => {
    const blocked = { ...twoHours, blocked: [{ day, from: '11:00', to: '12:00' }] };
    expect(dayRooms(blocked, day, new Set(), [])).toEqual([
      { start: `${day}T08:30`, room: 150 },
      { start: `${day}T10:30`, room: 30 },
      { start: `${day}T13:30`, room: 240 },
      { start: `${day}T15:30`, room: 120 },
    ]);
  });

  it('fitsAt agrees with the list and refuses a start off the grid', () => {
    expect(fitsAt(twoHours, '2026-11-30', [], `${day}T08:30`, 195, 1)).toBe(true);
    expect(fitsAt(twoHours, '2026-11-30', [], `${day}T10:30`, 195, 1)).toBe(false);
    expect(fitsAt(twoHours, '2026-11-30', [], `${day}T09:00`, 60, 1)).toBe(false);
    expect(fitsAt(twoHours, '2026-11-30', [{ startsAt: `${day}T10:30`, minutes: 120 }], `${day}T08:30`, 195, 1)).toBe(false);
  });

  it('the same-length visits give what the fixed slots gave', () => {
    const taken = new Set([`${day}T10:30`]);
    expect(fittingSlots(twoHours, '2026-11-30', [{ startsAt: `${day}T10:30`, minutes: 120 }], 120, 14)).toEqual(freeSlots(twoHours, '2026-11-30', taken, 14));
  });
});
