// The workflow's reactions (002 §4, §9): the set with the user's choice marked and each count
// (zero-padded by the caller). A press of 500 ms or more opens the list of who reacted instead
// of reacting; a shorter one is a click (the caller debounces it 300 ms and applies the rule:
// the same reaction removes, another replaces). The ContextMenu key opens the list from the
// keyboard.
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { REACTION_LONG_PRESS_MS } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { CloseIcon } from './icons.js';
import { Parts } from './parts.js';

export interface ReactionView {
  id: string;
  /** Translated name ('Like'). */
  name: string;
  /** The emoji. */
  icon: string;
  /** Two digits, '03'. */
  countLabel: string;
}

export interface ReactionUsers {
  reactionId: string;
  /** Display names of who chose it. */
  users: readonly string[];
}

export interface ReactionsBarProps {
  reactions: readonly ReactionView[];
  /** The user's reaction, or null. */
  chosenId: string | null;
  onReact: (reactionId: string) => void;
  onShowUsers: (reactionId: string) => void;
  /** The open list of users, or null. */
  usersOpen?: ReactionUsers | null | undefined;
  onCloseUsers: () => void;
  disabled?: boolean | undefined;
}

export function ReactionsBar({
  reactions,
  chosenId,
  onReact,
  onShowUsers,
  usersOpen,
  onCloseUsers,
  disabled = false,
}: ReactionsBarProps) {
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set when a press became a long press, so the click that ends it does not react too.
  const longPressed = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const startPress = (id: string) => {
    clearTimeout(timer.current);
    longPressed.current = false;
    timer.current = setTimeout(() => {
      longPressed.current = true;
      onShowUsers(id);
    }, REACTION_LONG_PRESS_MS);
  };
  const cancelPress = () => clearTimeout(timer.current);

  const open = usersOpen ? reactions.find((r) => r.id === usersOpen.reactionId) : undefined;

  return (
    <div className={cx(SCOPE, 'sw-player-reactions')} part={Parts.reactions}>
      <div className="sw-player-reactions-set" role="group" aria-label={t('player.reactions')}>
        {reactions.map((reaction) => {
          const chosen = reaction.id === chosenId;
          return (
            <button
              key={reaction.id}
              type="button"
              className="sw-player-reaction sw-player-focusable"
              aria-label={t('player.reactWith', {
                name: reaction.name,
                count: reaction.countLabel,
              })}
              aria-pressed={chosen}
              data-active={chosen || undefined}
              disabled={disabled}
              onPointerDown={() => startPress(reaction.id)}
              onPointerUp={cancelPress}
              onPointerLeave={cancelPress}
              onPointerCancel={cancelPress}
              // A long touch would otherwise open the browser's own menu over the list.
              onContextMenu={(e) => e.preventDefault()}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'ContextMenu') {
                  e.preventDefault();
                  onShowUsers(reaction.id);
                }
              }}
              onClick={() => {
                if (longPressed.current) {
                  longPressed.current = false;
                  return;
                }
                onReact(reaction.id);
              }}
            >
              <span className="sw-player-reaction-icon" aria-hidden="true">
                {reaction.icon}
              </span>
              <span className="sw-player-reaction-count" aria-hidden="true">
                {reaction.countLabel}
              </span>
            </button>
          );
        })}
      </div>
      {usersOpen && open && (
        <div
          className="sw-player-reaction-users"
          role="dialog"
          aria-label={t('player.reactionUsers', { name: open.name })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onCloseUsers();
            }
          }}
        >
          <div className="sw-player-panel-header">
            <span>
              {open.icon} {open.name}
            </span>
            <button
              type="button"
              className="sw-player-button"
              aria-label={t('player.close')}
              // Opened by a long press or the ContextMenu key: focus goes to the list's only control.
              autoFocus
              onClick={onCloseUsers}
            >
              <CloseIcon />
            </button>
          </div>
          {usersOpen.users.length === 0 ? (
            <p className="sw-player-reaction-users-empty">{t('player.noReactions')}</p>
          ) : (
            <ul className="sw-player-reaction-users-list">
              {usersOpen.users.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
