import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuList, MenuSeparator, MenuTrigger } from './menu.js';

function renderMenu(onSelect = vi.fn(), openOnHover = false) {
  render(
    <Menu openOnHover={openOnHover}>
      <MenuTrigger>Create</MenuTrigger>
      <MenuList>
        <MenuItem onSelect={() => onSelect('workflow')}>Workflow</MenuItem>
        <MenuItem disabled onSelect={() => onSelect('skill')}>
          Skill
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => onSelect('task')}>Task</MenuItem>
      </MenuList>
    </Menu>,
  );
  return onSelect;
}

describe('Menu', () => {
  afterEach(() => vi.useRealTimers());

  it('opens from the keyboard on the first item and moves with the arrows', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Create' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Create' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Workflow');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Task');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Workflow');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Task');
  });

  it('opens on the last item with ArrowUp and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Create' });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Task');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('task');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Create' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('ignores a disabled item', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(screen.getByRole('menuitem', { name: 'Skill' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('opened on hover, closes 200 ms after the pointer leaves (000 §9)', () => {
    vi.useFakeTimers();
    renderMenu(vi.fn(), true);
    const root = screen.getByRole('button', { name: 'Create' }).parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('throws a clear error for an item outside a Menu', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MenuItem>Orphan</MenuItem>)).toThrow(
      '<MenuItem> must be used inside <Menu>',
    );
    vi.restoreAllMocks();
  });
});
