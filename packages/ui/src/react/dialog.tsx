// Dialog: a modal native <dialog> (WAI-ARIA dialog pattern), labelled by its title. Focus moves
// in on open, Tab stays inside, Escape closes, focus returns to where it was. 000 §9: default
// width 500 px.
import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { DIALOG_DEFAULT_WIDTH } from '../core/constants.js';
import { focusableIn } from './focusable.js';
import './shared.css';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  /** Width in px; 500 by default (000 §9). Narrow screens get the viewport less a margin. */
  width?: number | undefined;
  /** The accessible name of the close button (translated); no close button without it. */
  closeLabel?: string | undefined;
  /** Closes on a press on the backdrop. */
  dismissOnBackdrop?: boolean | undefined;
  /** Role alertdialog for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog' | undefined;
  className?: string | undefined;
  'data-testid'?: string | undefined;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = DIALOG_DEFAULT_WIDTH,
  closeLabel,
  dismissOnBackdrop = true,
  role = 'dialog',
  className,
  'data-testid': testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    // showModal makes the rest of the page inert; where it is missing (jsdom) the dialog opens
    // non-modally and the Tab handler below still keeps focus inside.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const first =
      dialog.querySelector<HTMLElement>('[autofocus]') ??
      focusableIn(dialog).find((el) => !el.classList.contains('sw-dialog-close')) ??
      focusableIn(dialog)[0] ??
      dialog;
    first.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      returnFocus?.focus?.();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so a controlled dialog closes through onOpenChange, not by itself.
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(event.currentTarget);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A press on the ::backdrop targets the <dialog> itself, outside its content box.
    if (dismissOnBackdrop && event.target === event.currentTarget) onOpenChange(false);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      className={['sw-dialog', className].filter(Boolean).join(' ')}
      style={{ '--sw-dialog-width': `${width}px` } as CSSProperties}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      onClick={onClick}
    >
      <div className="sw-dialog-content">
        <header className="sw-dialog-header">
          <h2 id={titleId} className="sw-dialog-title">
            {title}
          </h2>
          {closeLabel !== undefined && (
            <button
              type="button"
              className="sw-dialog-close sw-focusable"
              aria-label={closeLabel}
              onClick={() => onOpenChange(false)}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          )}
        </header>
        {description !== undefined && (
          <p id={descriptionId} className="sw-dialog-description">
            {description}
          </p>
        )}
        {children !== undefined && <div className="sw-dialog-body">{children}</div>}
        {footer !== undefined && <footer className="sw-dialog-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
