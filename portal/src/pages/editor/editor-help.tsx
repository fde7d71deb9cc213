/**
 * The '?' help: a popover listing the keyboard shortcuts (the same table commandForKey reads).
 * Opened by its button or the ? key; Escape, the button again or a press outside closes it, and
 * focus goes back to the button.
 */
import { useEffect, useId, useRef } from 'react';
import { t } from '../../i18n/t';
import { SHORTCUTS } from './editor-commands';

export function EditorHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target))
        onOpenChange(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, onOpenChange]);

  return (
    <div className="editor-help">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('editor.help')}
        aria-keyshortcuts="Shift+?"
        onClick={() => onOpenChange(!open)}
        data-testid="editor-help"
      >
        ?
      </button>
      {open && (
        <div
          id={id}
          ref={panel}
          className="editor-help-panel"
          role="dialog"
          aria-label={t('editor.help')}
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            onOpenChange(false);
            button.current?.focus();
          }}
          data-testid="editor-help-panel"
        >
          <h2>{t('editor.help')}</h2>
          <dl>
            {SHORTCUTS.map((s) => (
              <div key={s.command} className="editor-help-row">
                <dt>
                  <kbd>{s.keys}</kbd>
                </dt>
                <dd>{t(s.label)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
