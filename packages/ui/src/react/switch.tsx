// Switch: a native checkbox with role="switch" (WAI-ARIA switch pattern; Space toggles).
// 000 §9: sizes xs, sm, md, lg; colours primary, secondary, danger, success. 000 §5: disabled or
// read-only switches ignore changes.
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import type { SwitchColor, SwitchSize } from '../core/constants.js';
import { useControllableState } from './use-controllable-state.js';
import './shared.css';
import './switch.css';

type NativeProps = Omit<
  ComponentProps<'input'>,
  'type' | 'role' | 'checked' | 'defaultChecked' | 'onChange' | 'size' | 'color' | 'children'
>;

export interface SwitchProps extends NativeProps {
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  size?: SwitchSize | undefined;
  color?: SwitchColor | undefined;
  readOnly?: boolean | undefined;
  /** The visible label; without one pass aria-label. */
  children?: ReactNode;
}

export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  size = 'md',
  color = 'primary',
  disabled = false,
  readOnly = false,
  id,
  className,
  children,
  ...rest
}: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange);
  return (
    <span
      className={['sw-switch', className].filter(Boolean).join(' ')}
      data-size={size}
      data-color={color}
      data-state={on ? 'checked' : 'unchecked'}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      <span className="sw-switch-control sw-focus-within">
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          role="switch"
          className="sw-switch-input"
          checked={on}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          onChange={(e) => {
            if (acceptsChange({ disabled, readOnly })) setOn(e.currentTarget.checked);
          }}
        />
        <span className="sw-switch-thumb" aria-hidden="true" />
      </span>
      {children !== undefined && (
        <label className="sw-switch-label" htmlFor={inputId}>
          {children}
        </label>
      )}
    </span>
  );
}
