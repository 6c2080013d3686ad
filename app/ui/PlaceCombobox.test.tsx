// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/instances.server';
import { setTranslations } from '../i18n/replayed-translation';
import type { PlaceSuggestion } from '../../domain/geo/place-search';
import { restoreComponentTimers, useComponentFakeTimers } from '../../tests/helpers/fake-timers';
import { PlaceCombobox } from './PlaceCombobox';

const SEVRAN: PlaceSuggestion = { type: 'commune', code: '93071', name: 'Sevran', cp: '93270', label: 'Sevran (93270)', codeDepartement: '93', lat: 48.94, lng: 2.53 };
const SEINE_SAINT_DENIS: PlaceSuggestion = { type: 'departement', code: '93', nom: 'Seine-Saint-Denis', codeRegion: '11', lat: 48.9, lng: 2.47, bounds: [[48.8, 2.3], [49, 2.6]] };
const ILE_DE_FRANCE: PlaceSuggestion = { type: 'region', code: '11', nom: 'Île-de-France', lat: 48.7, lng: 2.5, bounds: [[48.1, 1.4], [49.2, 3.6]] };
const ALL = [SEVRAN, SEINE_SAINT_DENIS, ILE_DE_FRANCE];

// A French page whose combobox texts come from i18next (decision 0060: not recorded by a server render here).
beforeEach(() => {
  setTranslations(i18nFor('fr'));
  useComponentFakeTimers();
});
afterEach(() => {
  cleanup();
  setTranslations(null);
  restoreComponentTimers();
});

function setup(fetchSuggestions = vi.fn(async (_q: string, _signal: AbortSignal) => ALL)) {
  const onSelect = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<PlaceCombobox fetchSuggestions={fetchSuggestions} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Ville, code postal, département ou région' });
  /** Lets the debounce run out and the answer arrive. */
  const settle = async (ms = 220) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  };
  return { user, input, fetchSuggestions, onSelect, settle };
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('<PlaceCombobox>', () => {
  it('asks nothing under 2 characters after trimming', async () => {
    const { user, input, fetchSuggestions, settle } = setup();
    await user.type(input, ' s ');
    await settle(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('waits 220 ms after the last keystroke, then asks once with the trimmed text', async () => {
    const { user, input, fetchSuggestions, settle } = setup();
    await user.type(input, ' sev');
    await settle(219);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toBe('sev');
  });

  it('shows communes, departments and regions in three groups', async () => {
    const { user, input, settle } = setup();
    await user.type(input, 'se');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Communes' }).textContent).toContain('Sevran (93270)');
    expect(screen.getByRole('group', { name: 'Départements' }).textContent).toContain('Seine-Saint-Denis');
    expect(screen.getByRole('group', { name: 'Régions' }).textContent).toContain('Île-de-France');
    expect(options()).toEqual(['Sevran (93270)', 'Seine-Saint-Denis (93)', 'Île-de-France']);
  });

  it('arrows move cyclically, Enter picks and closes', async () => {
    const { user, input, onSelect, settle } = setup();
    await user.type(input, 'se');
    await settle();
    const activeText = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await user.keyboard('{ArrowUp}');
    expect(activeText()).toBe('Île-de-France');
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Sevran (93270)');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeText()).toBe('Sevran (93270)');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(SEINE_SAINT_DENIS);
    expect((input as HTMLInputElement).value).toBe('Seine-Saint-Denis (93)');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter without a highlighted suggestion leaves the form to submit', async () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <PlaceCombobox fetchSuggestions={async () => ALL} />
      </form>,
    );
    await user.type(screen.getByRole('combobox'), 'se{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Escape and a click outside close the list', async () => {
    const { user, input, settle } = setup();
    await user.type(input, 'se');
    await settle();
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on a suggestion picks it', async () => {
    const { user, input, onSelect, settle } = setup();
    await user.type(input, 'se');
    await settle();
    await user.click(screen.getByRole('option', { name: 'Île-de-France' }));
    expect(onSelect).toHaveBeenLastCalledWith(ILE_DE_FRANCE);
    expect((input as HTMLInputElement).value).toBe('Île-de-France');
  });

  it('editing the text after a choice clears the choice', async () => {
    const { user, input, onSelect, settle } = setup();
    await user.type(input, 'se');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(SEVRAN);
    await user.type(input, 'x');
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('a failed search is a silent empty list', async () => {
    const { user, input, settle } = setup(vi.fn(async () => Promise.reject(new Error('réseau coupé'))));
    await user.type(input, 'se');
    await settle();
    expect(options()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shortening the text under 2 characters empties the list', async () => {
    const { user, input, settle } = setup();
    await user.type(input, 'se');
    await settle();
    expect(options()).toHaveLength(3);
    await user.type(input, '{Backspace}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
  });

  it('without JavaScript it is a named text input of the form', () => {
    const html = renderToString(
      <form method="get" action="/recherche-bien">
        <PlaceCombobox defaultValue="Sevran" />
      </form>,
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="text"');
    expect(input).toContain('name="lieu"');
    expect(input).toContain('value="Sevran"');
    expect(input).toContain('role="combobox"');
  });
});
