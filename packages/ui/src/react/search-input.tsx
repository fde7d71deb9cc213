// SearchInput: 000 §5 "Search input fires after a 300 ms debounce or on Enter".
import { useEffect, useRef } from 'react';
import type { ComponentProps } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../core/constants.js';
import { createDebouncer } from '../core/debounce.js';
import type { Debouncer } from '../core/debounce.js';
import { useControllableState } from './use-controllable-state.js';
import './shared.css';
import './search-input.css';

type NativeProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'>;

export interface SearchInputProps extends NativeProps {
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** Every keystroke. */
  onValueChange?: ((value: string) => void) | undefined;
  /** The search itself: 300 ms after the last keystroke, or at once on Enter. */
  onSearch: (query: string) => void;
  /** The accessible name (translated by the caller). */
  'aria-label': string;
  debounceMs?: number | undefined;
}

export function SearchInput({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  onKeyDown,
  ...rest
}: SearchInputProps) {
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  // The latest onSearch without restarting the debounce when the caller passes a new function.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // Created on the first keystroke (event handlers may touch refs; render may not).
  const debouncerRef = useRef<Debouncer<string> | null>(null);
  const debouncer = () =>
    (debouncerRef.current ??= createDebouncer<string>((q) => onSearchRef.current(q), debounceMs));
  useEffect(
    () => () => {
      debouncerRef.current?.cancel();
      debouncerRef.current = null;
    },
    [debounceMs],
  );

  return (
    <span className={['sw-search', className].filter(Boolean).join(' ')}>
      <svg className="sw-search-icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5L14 14" />
      </svg>
      <input
        {...rest}
        type="search"
        className="sw-search-input sw-focusable"
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          debouncer().schedule(next);
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            debouncer().flush(e.currentTarget.value);
          }
        }}
      />
    </span>
  );
}
