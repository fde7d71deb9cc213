/**
 * One workflow of a skill, played inside the skill player (the player package's <Player/>, which
 * sends its own tracking). When it ends, and when the person leaves it, the skill's progress is
 * calculated again: the server counts a workflow as done at WATCHED_FRACTION of it played.
 */
import { apiDataSource } from '@stepwise/player/api-source';
import { Player } from '@stepwise/player/react';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../api';
import { currentLanguage } from '../../i18n/t';
import { useTheme } from '../../shell/theme';

/** Tracking leaves in batches; give the last one a moment before asking for progress. */
const TRACKING_SETTLE_MS = 1500;

export function SkillItemPlayer({
  workflowId,
  onProgress,
}: {
  workflowId: string;
  onProgress: () => void;
}) {
  const source = useMemo(() => apiDataSource(api), []);
  const [theme] = useTheme();
  const latest = useRef(onProgress);
  useEffect(() => {
    latest.current = onProgress;
  });
  useEffect(() => () => latest.current(), [workflowId]);
  return (
    <div className="skill-item-player" data-testid="skill-item-player" data-id={workflowId}>
      <Player
        key={workflowId}
        workflowId={workflowId}
        source={source}
        lang={currentLanguage()}
        theme={theme}
        embedded
        onEnded={() => window.setTimeout(() => latest.current(), TRACKING_SETTLE_MS)}
      />
    </div>
  );
}
