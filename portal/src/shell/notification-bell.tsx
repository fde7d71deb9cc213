import { useEffect, useId, useRef, useState } from 'react';
import { useT } from './i18n';
import { Icon } from './icons';

/**
 * The notification bell (000 §2). Notifications arrive in a later issue: no badge, and the
 * panel (002 §2 "Notifications panel") says there is nothing yet.
 */
export function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="popover-anchor" ref={root}>
      <button
        type="button"
        className="icon-button"
        data-testid="notification-bell"
        aria-label={t('shell.notifications.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" />
      </button>
      {open && (
        <div
          id={panelId}
          className="popover"
          role="region"
          aria-label={t('shell.notifications.label')}
          data-testid="notification-panel"
        >
          <p className="muted">{t('shell.notifications.empty')}</p>
        </div>
      )}
    </div>
  );
}
