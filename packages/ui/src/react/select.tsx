// Select: a button that opens a searchable listbox (WAI-ARIA combobox pattern with a listbox
// popup and aria-activedescendant). 000 §5: the search is a case-insensitive label filter and an
// empty result shows 'no results found' (the caller passes that text, translated).
import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import { nextEnabledIndex, typeaheadIndex } from '../core/list-navigation.js';
import { searchSelectOptions } from '../core/select-filter.js';
import type { SelectOption } from '../core/select-filter.js';
import { useControllableState } from './use-controllable-state.js';
import { useOutsidePress } from './use-dismiss.js';
import './shared.css';
import './select.css';

export interface SelectProps<V extends string = string> {
  options: readonly SelectOption<V>[];
  value?: V | '' | undefined;
  defaultValue?: V | '' | undefined;
  onValueChange?: ((value: V) => void) | undefined;
  /** The visible label of the field. */
  label: ReactNode;
  /** Hides the label visually; it still names the field. */
  hideLabel?: boolean | undefined;
  /** Shown on the button while nothing is selected. */
  placeholder?: string | undefined;
  /** Shows a search box over the list. */
  searchable?: boolean | undefined;
  /** The accessible name (and placeholder) of the search box. */
  searchLabel?: string | undefined;
  /** The 'no results found' text, translated by the caller. */
  noResultsLabel: string;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  'data-testid'?: string | undefined;
}

export function Select<V extends string = string>({
  options,
  value,
  defaultValue = '',
  onValueChange,
  label,
  hideLabel = false,
  placeholder = '',
  searchable = true,
  searchLabel,
  noResultsLabel,
  disabled = false,
  readOnly = false,
  id,
  className,
  'data-testid': testId,
}: SelectProps<V>) {
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const [current, setCurrent] = useControllableState<V | ''>(
    value,
    defaultValue,
    onValueChange as ((v: V | '') => void) | undefined,
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [rootRef], []);

  const { options: shown, noResults } = searchSelectOptions(options, query);
  const selected = options.find((o) => o.value === current);
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const openList = (at: 'selected' | 'first' | 'last' = 'selected') => {
    if (!acceptsChange({ disabled, readOnly })) return;
    setQuery('');
    const enabled = options.map((o) => !!o.disabled);
    const selectedIndex = options.findIndex((o) => o.value === current);
    const start =
      at === 'last'
        ? nextEnabledIndex(enabled, 0, 'End')
        : at === 'selected' && selectedIndex >= 0
          ? selectedIndex
          : nextEnabledIndex(enabled, 0, 'Home');
    setActive(start ?? -1);
    setOpen(true);
  };

  const close = (focusTrigger = true) => {
    setOpen(false);
    setQuery('');
    if (focusTrigger) triggerRef.current?.focus();
  };

  useOutsidePress(refs, open, () => close(false));

  const choose = (option: SelectOption<V> | undefined) => {
    if (!option || option.disabled) return;
    if (option.value !== current) setCurrent(option.value);
    close();
  };

  const scrollTo = (index: number) => {
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && !searchable)) {
      event.preventDefault();
      choose(shown[active]);
      return;
    }
    const disabledFlags = shown.map((o) => !!o.disabled);
    let next = nextEnabledIndex(disabledFlags, active, event.key, {
      orientation: 'vertical',
      loop: false,
    });
    // Home and End move the caret in the search box; only the arrows move the active option.
    if (searchable && (event.key === 'Home' || event.key === 'End')) next = null;
    if (next === null && !searchable && event.key.length === 1) {
      next = typeaheadIndex(
        shown.map((o) => o.label),
        disabledFlags,
        active,
        event.key,
      );
    }
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    scrollTo(next);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open) return;
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openList();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openList('last');
    }
  };

  const activeId = active >= 0 && active < shown.length ? optionId(active) : undefined;

  return (
    <div
      ref={rootRef}
      className={['sw-select', className].filter(Boolean).join(' ')}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
      data-testid={testId}
    >
      <span id={labelId} className={hideLabel ? 'sw-visually-hidden' : 'sw-select-label'}>
        {label}
      </span>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        // Without a search box the button itself is the (select-only) combobox.
        role={searchable ? undefined : 'combobox'}
        className="sw-select-trigger sw-focusable"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open && !searchable ? listId : undefined}
        // A combobox shows its value itself; a button's name also carries the current value.
        aria-labelledby={searchable ? `${labelId} ${triggerId}` : labelId}
        // aria-readonly is allowed on a combobox, not on a button.
        aria-readonly={!searchable && readOnly ? true : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={open && !searchable ? onListKeyDown : onTriggerKeyDown}
        {...(open && !searchable ? { 'aria-activedescendant': activeId } : {})}
      >
        <span className="sw-select-value" data-placeholder={selected ? undefined : ''}>
          {selected ? selected.label : placeholder}
        </span>
        <svg className="sw-select-chevron" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </button>
      {open && (
        <div className="sw-select-popover">
          {searchable && (
            <input
              className="sw-select-search sw-focusable"
              type="text"
              role="combobox"
              autoFocus
              autoComplete="off"
              aria-label={searchLabel}
              placeholder={searchLabel}
              aria-expanded
              aria-autocomplete="list"
              aria-controls={listId}
              aria-activedescendant={activeId}
              value={query}
              onChange={(e) => {
                const q = e.currentTarget.value;
                setQuery(q);
                const matches = searchSelectOptions(options, q).options;
                setActive(
                  nextEnabledIndex(
                    matches.map((o) => !!o.disabled),
                    0,
                    'Home',
                  ) ?? -1,
                );
              }}
              onKeyDown={onListKeyDown}
            />
          )}
          {noResults && (
            <p className="sw-select-empty" role="status">
              {noResultsLabel}
            </p>
          )}
          {/* Kept in the DOM while empty so the combobox's aria-controls always resolves. */}
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className="sw-select-list"
            hidden={noResults}
          >
            {shown.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={option.value === current}
                aria-disabled={option.disabled || undefined}
                data-active={i === active || undefined}
                className="sw-select-option"
                onPointerMove={() => !option.disabled && setActive(i)}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
