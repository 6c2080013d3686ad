// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/instances.server';
import { setTranslations } from '../i18n/replayed-translation';
import type { AddressSuggestion } from '../../domain/geo/address-suggestion';
import { restoreComponentTimers, useComponentFakeTimers } from '../../tests/helpers/fake-timers';
import { AddressCombobox } from './AddressCombobox';

const address = (n: number): AddressSuggestion => ({
  id: `93071_${n}`,
  label: `${n} Rue de la Gare 93270 Sevran`,
  city: 'Sevran',
  postcode: '93270',
  type: 'housenumber',
  score: 0.9,
  coordinates: { lon: 2.53, lat: 48.94 },
});
const TEN = Array.from({ length: 10 }, (_, i) => address(i + 1));

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

function setup(answer: (q: string) => Promise<AddressSuggestion[]> = async () => TEN) {
  const fetchSuggestions = vi.fn((q: string, _signal: AbortSignal) => answer(q));
  const onSelect = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<AddressCombobox label="Adresse du bien" fetchSuggestions={fetchSuggestions} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Adresse du bien' }) as HTMLInputElement;
  const settle = async (ms = 220) => act(async () => void vi.advanceTimersByTime(ms));
  return { user, input, fetchSuggestions, onSelect, settle };
}

describe('<AddressCombobox>', () => {
  it('asks nothing under 3 characters', async () => {
    const { user, input, fetchSuggestions, settle } = setup();
    await user.type(input, ' ru ');
    await settle(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
  });

  it('asks once, 220 ms after the last keystroke, and shows at most 8 suggestions', async () => {
    const { user, input, fetchSuggestions, settle } = setup();
    await user.type(input, 'rue de la');
    await settle(219);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toBe('rue de la');
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(screen.getByRole('listbox', { name: 'Adresses proposées' })).toBeTruthy();
  });

  it('picks with the keyboard, hands the whole suggestion over, and clears it when the text is edited', async () => {
    const { user, input, onSelect, settle } = setup();
    await user.type(input, 'rue de la');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(TEN[1]);
    expect(input.value).toBe('2 Rue de la Gare 93270 Sevran');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, '{Backspace}');
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('arrows wrap around the 8 suggestions', async () => {
    const { user, input, settle } = setup();
    await user.type(input, 'rue de la');
    await settle();
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toBe('8 Rue de la Gare 93270 Sevran');
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toBe('1 Rue de la Gare 93270 Sevran');
  });

  it('going back under 3 characters empties the list; a failure is a silent empty list', async () => {
    const { user, input, settle } = setup();
    await user.type(input, 'rue');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(8);
    await user.type(input, '{Backspace}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    cleanup();
    const failing = setup(async () => Promise.reject(new Error('service indisponible')));
    await failing.user.type(failing.input, 'rue de la');
    await failing.settle();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(failing.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a controlled value follows its owner', async () => {
    const onValueChange = vi.fn();
    render(<AddressCombobox label="Adresse" value="12 rue de Siam" onValueChange={onValueChange} fetchSuggestions={async () => []} />);
    const input = screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement;
    expect(input.value).toBe('12 rue de Siam');
    expect(input.name).toBe('adresse');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(input, 'x');
    expect(onValueChange).toHaveBeenLastCalledWith('12 rue de Siamx');
  });
});
