// Slider: a native range input, so keyboard (arrows, Page, Home, End), pointer and screen
// readers work as the platform does. 000 §5: the value is clamped to min (0) and max (100) and
// rounded to step (1); a disabled or read-only slider ignores changes.
import { useId } from 'react';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import { clampSliderValue, resolveSliderRange } from '../core/slider.js';
import { useControllableState } from './use-controllable-state.js';
import './shared.css';
import './slider.css';

type NativeProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'children'
>;

export interface SliderProps extends NativeProps {
  value?: number | undefined;
  defaultValue?: number | undefined;
  onValueChange?: ((value: number) => void) | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  readOnly?: boolean | undefined;
  /** The visible label; without one pass aria-label. */
  label?: ReactNode;
  /** Text a screen reader says for a value ("40 %"), from the caller for i18n. */
  valueText?: ((value: number) => string) | undefined;
  /** Shows the value beside the track. */
  showValue?: boolean | undefined;
}

export function Slider({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  disabled = false,
  readOnly = false,
  label,
  valueText,
  showValue = false,
  id,
  className,
  ...rest
}: SliderProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const range = resolveSliderRange({ min, max, step });
  const [raw, setRaw] = useControllableState(value, defaultValue ?? range.min, onValueChange);
  const current = clampSliderValue(raw, range);
  const fill =
    range.max === range.min ? 0 : ((current - range.min) / (range.max - range.min)) * 100;
  const text = valueText?.(current);
  return (
    <span
      className={['sw-slider', className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
      style={{ '--sw-slider-fill': `${fill}%` } as CSSProperties}
    >
      {label !== undefined && (
        <label className="sw-slider-label" htmlFor={inputId}>
          {label}
        </label>
      )}
      <input
        {...rest}
        id={inputId}
        type="range"
        className="sw-slider-input sw-focusable"
        min={range.min}
        max={range.max}
        step={range.step}
        value={current}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        aria-valuetext={text}
        onChange={(e) => {
          if (!acceptsChange({ disabled, readOnly })) return;
          const next = clampSliderValue(Number(e.currentTarget.value), range);
          if (next !== current) setRaw(next);
        }}
      />
      {showValue && (
        <output className="sw-slider-value" htmlFor={inputId}>
          {text ?? current}
        </output>
      )}
    </span>
  );
}
