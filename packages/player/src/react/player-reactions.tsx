// The workflow's reactions bar bound to the data source's reactions port (002 §4: one reaction
// per viewer; pressing the chosen one removes it; a long press lists who reacted).
import { useEffect, useState } from 'react';
import {
  nextReaction,
  padCount,
  WORKFLOW_REACTIONS,
  type WorkflowReactionId,
  type WorkflowReactions,
} from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';
import { useT } from '@stepwise/i18n/react';
import type { ReactionsPort } from '../core/data-source.js';
import { ReactionsBar } from './components/reactions-bar.js';
import type { ReactionUsers } from './components/reactions-bar.js';

const NAME_KEY: Record<WorkflowReactionId, MessageKey> = {
  like: 'player.reactionLike',
  love: 'player.reactionLove',
  insightful: 'player.reactionInsightful',
  celebrate: 'player.reactionCelebrate',
  curious: 'player.reactionCurious',
};

export interface PlayerReactionsProps {
  port: ReactionsPort;
  workflowId: string;
  onError: (error: unknown) => void;
}

export function PlayerReactions({ port, workflowId, onError }: PlayerReactionsProps) {
  const t = useT();
  const [state, setState] = useState<WorkflowReactions | null>(null);
  const [busy, setBusy] = useState(false);
  const [usersOpen, setUsersOpen] = useState<ReactionUsers | null>(null);

  useEffect(() => {
    let live = true;
    port.get(workflowId).then((next) => live && setState(next), onError);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [port, workflowId]);

  const react = (id: string) => {
    const pressed = WORKFLOW_REACTIONS.find((r) => r.id === id)?.id;
    if (!pressed || busy) return;
    const next = nextReaction(state?.mine ?? null, pressed);
    setBusy(true);
    (next === null ? port.remove(workflowId) : port.set(workflowId, next))
      .then(setState, onError)
      .finally(() => setBusy(false));
  };

  return (
    <ReactionsBar
      reactions={WORKFLOW_REACTIONS.map((r) => ({
        id: r.id,
        name: t(NAME_KEY[r.id]),
        icon: r.icon,
        countLabel: padCount(state?.counts[r.id] ?? 0),
      }))}
      chosenId={state?.mine ?? null}
      onReact={react}
      onShowUsers={(id) =>
        setUsersOpen({
          reactionId: id,
          users: (state?.items ?? []).filter((e) => e.reaction === id).map((e) => e.displayName),
        })
      }
      usersOpen={usersOpen}
      onCloseUsers={() => setUsersOpen(null)}
      disabled={state === null || busy}
    />
  );
}
