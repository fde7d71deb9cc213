// Menu: a menu button and its menu (WAI-ARIA menu button pattern). Enter, Space or ArrowDown on
// the button opens on the first item, ArrowUp on the last; arrows, Home, End and type-ahead move;
// Escape closes and returns focus. 000 §9: opened on hover, it closes 200 ms after the pointer
// leaves (the dropdown hover leave delay).
import { createContext, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { DROPDOWN_HOVER_LEAVE_DELAY_MS } from '../core/constants.js';
import { nextEnabledIndex, typeaheadIndex } from '../core/list-navigation.js';
import { useOutsidePress } from './use-dismiss.js';
import { useRequiredContext } from './use-required-context.js';
import './shared.css';
import './menu.css';

type Focus = 'first' | 'last' | null;

interface MenuContextValue {
  baseId: string;
  open: boolean;
  focusOnOpen: Focus;
  setOpen(open: boolean, focus?: Focus): void;
  focusTrigger(): void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export interface MenuProps {
  /** Opens on pointer hover too, and closes 200 ms after the pointer leaves. */
  openOnHover?: boolean | undefined;
  hoverLeaveDelayMs?: number | undefined;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function Menu({
  openOnHover = false,
  hoverLeaveDelayMs = DROPDOWN_HOVER_LEAVE_DELAY_MS,
  open: openProp,
  onOpenChange,
  className,
  children,
}: MenuProps) {
  const baseId = useId();
  const [innerOpen, setInnerOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>(null);
  const open = openProp ?? innerOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refs = useMemo(() => [rootRef], []);

  const setOpen = useCallback(
    (next: boolean, focus: Focus = null) => {
      clearTimeout(leaveTimer.current);
      setFocusOnOpen(next ? focus : null);
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const focusTrigger = () => document.getElementById(`${baseId}-trigger`)?.focus();

  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  useOutsidePress(refs, open, () => setOpen(false));

  return (
    <MenuContext value={{ baseId, open, focusOnOpen, setOpen, focusTrigger }}>
      <div
        ref={rootRef}
        className={['sw-menu', className].filter(Boolean).join(' ')}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={
          openOnHover
            ? (e) => {
                if (e.pointerType === 'touch') return;
                clearTimeout(leaveTimer.current);
                if (!open) setOpen(true);
              }
            : undefined
        }
        onPointerLeave={
          openOnHover
            ? (e) => {
                if (e.pointerType === 'touch') return;
                clearTimeout(leaveTimer.current);
                leaveTimer.current = setTimeout(() => setOpen(false), hoverLeaveDelayMs);
              }
            : undefined
        }
      >
        {children}
      </div>
    </MenuContext>
  );
}

export type MenuTriggerProps = Omit<ComponentProps<'button'>, 'type'>;

export function MenuTrigger({ className, onClick, onKeyDown, ...rest }: MenuTriggerProps) {
  const ctx = useRequiredContext(MenuContext, 'MenuTrigger', 'Menu');
  return (
    <button
      {...rest}
      id={`${ctx.baseId}-trigger`}
      type="button"
      aria-haspopup="menu"
      aria-expanded={ctx.open}
      aria-controls={ctx.open ? `${ctx.baseId}-menu` : undefined}
      className={['sw-menu-trigger', 'sw-focusable', className].filter(Boolean).join(' ')}
      onClick={(e) => {
        onClick?.(e);
        // A keyboard click (detail 0) focuses the first item; a pointer click leaves focus be.
        ctx.setOpen(!ctx.open, e.detail === 0 ? 'first' : null);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          ctx.setOpen(true, e.key === 'ArrowDown' ? 'first' : 'last');
        } else if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          ctx.setOpen(!ctx.open, 'first');
        }
      }}
    />
  );
}

export interface MenuListProps extends Omit<ComponentProps<'div'>, 'role'> {
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end' | undefined;
}

export function MenuList({ className, align = 'start', onKeyDown, ...rest }: MenuListProps) {
  const ctx = useRequiredContext(MenuContext, 'MenuList', 'Menu');
  const ref = useRef<HTMLDivElement>(null);
  const { open, focusOnOpen } = ctx;

  useEffect(() => {
    if (!open || focusOnOpen === null) return;
    const list = menuItems(ref.current);
    const disabled = list.map((el) => el.getAttribute('aria-disabled') === 'true');
    const index = nextEnabledIndex(disabled, 0, focusOnOpen === 'first' ? 'Home' : 'End');
    (index === null ? ref.current : list[index])?.focus();
  }, [open, focusOnOpen]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      ctx.setOpen(false);
      ctx.focusTrigger();
      return;
    }
    if (event.key === 'Tab') {
      ctx.setOpen(false);
      return;
    }
    const list = menuItems(ref.current);
    const disabled = list.map((el) => el.getAttribute('aria-disabled') === 'true');
    const current = list.findIndex((el) => el === document.activeElement);
    let next = nextEnabledIndex(disabled, current, event.key, { orientation: 'vertical' });
    if (next === null && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      next = typeaheadIndex(
        list.map((el) => el.textContent ?? ''),
        disabled,
        current,
        event.key,
      );
    }
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div
      {...rest}
      ref={ref}
      id={`${ctx.baseId}-menu`}
      role="menu"
      tabIndex={-1}
      aria-labelledby={rest['aria-label'] ? undefined : `${ctx.baseId}-trigger`}
      data-align={align}
      className={['sw-menu-list', className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    />
  );
}

export interface MenuItemProps extends Omit<
  ComponentProps<'button'>,
  'type' | 'role' | 'onSelect'
> {
  /** Runs when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: (() => void) | undefined;
  /** Keeps the menu open after choosing (toggles). */
  keepOpen?: boolean | undefined;
}

export function MenuItem({
  onSelect,
  keepOpen = false,
  disabled = false,
  className,
  onClick,
  ...rest
}: MenuItemProps) {
  const ctx = useRequiredContext(MenuContext, 'MenuItem', 'Menu');
  return (
    <button
      {...rest}
      type="button"
      role="menuitem"
      tabIndex={-1}
      // aria-disabled keeps a disabled item focusable, as the menu pattern recommends.
      aria-disabled={disabled || undefined}
      className={['sw-menu-item', 'sw-focusable', className].filter(Boolean).join(' ')}
      onClick={(e) => {
        if (disabled) return;
        onClick?.(e);
        onSelect?.();
        if (!keepOpen) {
          ctx.setOpen(false);
          ctx.focusTrigger();
        }
      }}
    />
  );
}

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

export function MenuSeparator() {
  useRequiredContext(MenuContext, 'MenuSeparator', 'Menu');
  return <div role="separator" className="sw-menu-separator" />;
}
