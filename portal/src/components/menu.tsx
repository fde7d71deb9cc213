import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  /** Shown but not selectable (aria-disabled), with `hint` as its tooltip and description. */
  disabled?: boolean;
  hint?: string;
  testId?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows move, Home and End jump, Escape closes and returns focus to the button.
 */
export function Menu({
  label,
  items,
  testId,
  trigger,
  triggerClassName = 'icon-button',
  align = 'end',
}: {
  label: string;
  items: MenuItem[];
  testId?: string;
  /** The button's visible content; the default is an ellipsis. `label` stays its name. */
  trigger?: ReactNode;
  triggerClassName?: string;
  /** Which edge of the button the list lines up with (logical, so RTL mirrors it). */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const item = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active];
    item?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(items.length - 1);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key] ?? 0);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={`menu menu-align-${align}`}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {trigger ?? '⋯'}
      </button>
      {open && (
        <ul ref={list} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li
              key={item.key}
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              className={item.danger ? 'danger' : undefined}
              aria-disabled={item.disabled || undefined}
              title={item.hint}
              data-testid={item.testId ?? `menu-${item.key}`}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.onSelect();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }
              }}
            >
              {item.label}
              {item.hint && <span className="visually-hidden">{` (${item.hint})`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
