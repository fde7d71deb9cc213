import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.js';
import type { SelectProps } from './select.js';

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch', disabled: true },
  { value: 'fr', label: 'Français' },
  { value: 'ja', label: '日本語' },
];

function renderSelect(props: Partial<SelectProps> = {}) {
  return render(
    <Select
      label="Language"
      options={options}
      placeholder="Choose"
      searchLabel="Search languages"
      noResultsLabel="No results found"
      {...props}
    />,
  );
}

describe('Select', () => {
  it('opens a searchable listbox and filters labels ignoring case (000 §5)', async () => {
    const user = userEvent.setup();
    renderSelect();
    const trigger = screen.getByRole('button', { name: 'Language Choose' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search languages' });
    expect(document.activeElement).toBe(search);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(search, 'FR');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Français']);
  });

  it("shows the caller's 'no results found' text when nothing matches", async () => {
    const user = userEvent.setup();
    renderSelect();
    await user.click(screen.getByRole('button', { name: 'Language Choose' }));
    await user.type(screen.getByRole('combobox'), 'xyz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No results found');
  });

  it('chooses with the arrow keys and Enter, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderSelect({ onValueChange });
    await user.click(screen.getByRole('button', { name: 'Language Choose' }));
    const search = screen.getByRole('combobox');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant')!);
    expect(active()?.textContent).toBe('English');
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('Français');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('fr');
    expect(screen.queryByRole('listbox')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Language Français' });
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderSelect({ defaultValue: 'ja' });
    const trigger = screen.getByRole('button', { name: 'Language 日本語' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('日本語');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('works without a search box as a select-only combobox', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderSelect({ searchable: false, onValueChange });
    const combo = screen.getByRole('combobox', { name: 'Language' });
    combo.focus();
    await user.keyboard('{Enter}');
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('f');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('fr');
  });

  it('does not open when read-only or disabled (000 §5)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSelect({ readOnly: true, defaultValue: 'en' });
    await user.click(screen.getByRole('button', { name: 'Language English' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    unmount();
    renderSelect({ disabled: true });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
