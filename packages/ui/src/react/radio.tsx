// RadioGroup + Radio: native radios in a role="radiogroup" (arrow keys move and select, as the
// platform does). 000 §5: radios must be inside a radio group; a disabled or read-only group
// ignores changes. 000 §9: types primary, success, danger.
import { createContext, useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import type { RadioType } from '../core/constants.js';
import type { Orientation } from '../core/list-navigation.js';
import { useControllableState } from './use-controllable-state.js';
import { useRequiredContext } from './use-required-context.js';
import './shared.css';
import './radio.css';

interface RadioGroupContextValue {
  name: string;
  value: string;
  select(value: string): void;
  disabled: boolean;
  readOnly: boolean;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<
  ComponentProps<'div'>,
  'role' | 'defaultValue' | 'onChange'
> {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  name?: string | undefined;
  type?: RadioType | undefined;
  orientation?: Orientation | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** The visible group label; without one pass aria-label. */
  label?: ReactNode;
}

export function RadioGroup({
  value,
  defaultValue = '',
  onValueChange,
  name,
  type = 'primary',
  orientation = 'vertical',
  disabled = false,
  readOnly = false,
  label,
  className,
  children,
  ...rest
}: RadioGroupProps) {
  const autoName = useId();
  const labelId = useId();
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const select = (next: string) => {
    if (acceptsChange({ disabled, readOnly })) setCurrent(next);
  };
  return (
    <RadioGroupContext
      value={{ name: name ?? autoName, value: current, select, disabled, readOnly }}
    >
      <div
        {...rest}
        role="radiogroup"
        aria-labelledby={label !== undefined ? labelId : rest['aria-labelledby']}
        aria-disabled={disabled || undefined}
        aria-readonly={readOnly || undefined}
        aria-orientation={orientation}
        className={['sw-radio-group', className].filter(Boolean).join(' ')}
        data-type={type}
        data-orientation={orientation}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        {label !== undefined && (
          <span id={labelId} className="sw-radio-group-label">
            {label}
          </span>
        )}
        {children}
      </div>
    </RadioGroupContext>
  );
}

export interface RadioProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'checked' | 'name' | 'onChange'
> {
  value: string;
  children?: ReactNode;
}

export function Radio({ value, disabled, id, className, children, ...rest }: RadioProps) {
  const ctx = useRequiredContext(RadioGroupContext, 'Radio', 'RadioGroup');
  const autoId = useId();
  const inputId = id ?? autoId;
  const checked = ctx.value === value;
  const isDisabled = disabled || ctx.disabled;
  return (
    <span
      className={['sw-radio', className].filter(Boolean).join(' ')}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={isDisabled || undefined}
    >
      <span className="sw-radio-control sw-focus-within">
        <input
          {...rest}
          id={inputId}
          type="radio"
          className="sw-radio-input"
          name={ctx.name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          onChange={(e) => {
            if (e.currentTarget.checked) ctx.select(value);
          }}
        />
        <span className="sw-radio-dot" aria-hidden="true" />
      </span>
      {children !== undefined && (
        <label className="sw-radio-label" htmlFor={inputId}>
          {children}
        </label>
      )}
    </span>
  );
}
