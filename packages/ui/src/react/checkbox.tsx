// Checkbox: a native checkbox drawn as a square or a circle (000 §9). 000 §5: disabled or
// read-only checkboxes ignore changes.
import { useEffect, useId, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import type { CheckboxShape } from '../core/constants.js';
import { useControllableState } from './use-controllable-state.js';
import './shared.css';
import './checkbox.css';

type NativeProps = Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
>;

export interface CheckboxProps extends NativeProps {
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  indeterminate?: boolean | undefined;
  shape?: CheckboxShape | undefined;
  readOnly?: boolean | undefined;
  /** The visible label; without one pass aria-label. */
  children?: ReactNode;
}

export function Checkbox({
  checked,
  defaultChecked = false,
  onCheckedChange,
  indeterminate = false,
  shape = 'square',
  disabled = false,
  readOnly = false,
  id,
  className,
  children,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ref = useRef<HTMLInputElement>(null);
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span
      className={['sw-checkbox', className].filter(Boolean).join(' ')}
      data-shape={shape}
      data-state={indeterminate ? 'indeterminate' : on ? 'checked' : 'unchecked'}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      <span className="sw-checkbox-control sw-focus-within">
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className="sw-checkbox-input"
          checked={on}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          onChange={(e) => {
            if (acceptsChange({ disabled, readOnly })) setOn(e.currentTarget.checked);
          }}
        />
        <svg className="sw-checkbox-mark" viewBox="0 0 16 16" aria-hidden="true">
          {indeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
        </svg>
      </span>
      {children !== undefined && (
        <label className="sw-checkbox-label" htmlFor={inputId}>
          {children}
        </label>
      )}
    </span>
  );
}
