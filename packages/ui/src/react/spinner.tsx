// Spinner: a busy indicator with a spoken label (the caller's translated "Loading").
import './shared.css';
import './spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps {
  /** What a screen reader announces. */
  label: string;
  size?: SpinnerSize | undefined;
  className?: string | undefined;
  'data-testid'?: string | undefined;
}

export function Spinner({ label, size = 'md', className, 'data-testid': testId }: SpinnerProps) {
  return (
    <span
      role="status"
      className={['sw-spinner', className].filter(Boolean).join(' ')}
      data-size={size}
      data-testid={testId}
    >
      <span className="sw-spinner-ring" aria-hidden="true" />
      <span className="sw-visually-hidden">{label}</span>
    </span>
  );
}
