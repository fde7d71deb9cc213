/**
 * The notification bell (000 §2, 002 §2, §4): live over the server's event stream, a badge with
 * the unseen count (99+), the panel of cards. Opening the bell marks every card seen; opening a
 * card marks its ids read and goes to its target (skill kinds after 300 ms, 002 §9).
 */
import { badgeText, type StoredNotification } from '@stepwise/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationPanel } from '../components/notifications/notification-panel';
import { notificationDelayMs, notificationTarget } from '../lib/notification-target';
import { useT } from './i18n';
import { Icon } from './icons';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { useNotifications } from './use-notifications';

export function NotificationBell() {
  const t = useT();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const model = useNotifications();
  const { refresh, markSeen, markRead } = model;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const badge = badgeText(model.unseen);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    refresh();
    markSeen();
  };

  const openCard = (n: StoredNotification) => {
    markRead(n);
    const target = notificationTarget(n, { mobile });
    if (!target) return;
    setOpen(false);
    const go = () => void navigate(target);
    const delay = notificationDelayMs(n.type);
    if (delay > 0) setTimeout(go, delay);
    else go();
  };

  return (
    <div className="popover-anchor bell-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        data-testid="notification-bell"
        aria-label={
          badge
            ? `${t('shell.notifications.label')} (${t('notification.badge', { count: badge })})`
            : t('shell.notifications.label')
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Icon name="bell" />
        {badge && (
          <span className="notification-badge" data-testid="notification-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={panelId}
          cards={model.cards}
          mobile={mobile}
          onOpen={openCard}
          onRetry={() => refresh(true)}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
