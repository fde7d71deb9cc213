// Alert: an inline message. Danger and warning interrupt (role="alert"); info and success are
// polite (role="status").
import type { ReactNode } from 'react';
import './shared.css';
import './alert.css';

export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

export interface AlertProps {
  tone?: AlertTone | undefined;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links beside the message (retry, open settings). */
  action?: ReactNode;
  /** Shows a close button with this accessible name (translated). */
  closeLabel?: string | undefined;
  onClose?: (() => void) | undefined;
  className?: string | undefined;
  'data-testid'?: string | undefined;
}

export function Alert({
  tone = 'info',
  title,
  children,
  action,
  closeLabel,
  onClose,
  className,
  'data-testid': testId,
}: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['sw-alert', className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-testid={testId}
    >
      <div className="sw-alert-text">
        {title !== undefined && <p className="sw-alert-title">{title}</p>}
        {children !== undefined && <div className="sw-alert-body">{children}</div>}
      </div>
      {action !== undefined && <div className="sw-alert-action">{action}</div>}
      {closeLabel !== undefined && onClose && (
        <button
          type="button"
          className="sw-alert-close sw-focusable"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      )}
    </div>
  );
}
