// The toolbox beside the picture: the tabs core's `toolboxTabs` allows today (steps; comments
// with the permission, signed in, not an old version). Summary, Q&A and SOP stay hidden until
// their features exist.
import { useState } from 'react';
import { toolboxTabs, activeTab, type ToolboxTab } from '../core/toolbox.js';
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from '../core/data-source.js';
import { Toolbox } from './components/toolbox.js';
import type { PlayerStores } from './hooks/use-player-stores.js';
import { PlayerComments } from './player-comments.js';
import { PlayerStepMenu } from './player-step-menu.js';

export interface PlayerToolboxProps {
  stores: PlayerStores;
  source: PlayerDataSource;
  viewer: PlayerViewer | null;
  workflow: PlayerWorkflowData;
  versionId?: string | undefined;
  divide: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
}

export function PlayerToolbox(props: PlayerToolboxProps) {
  const { stores, source, viewer, workflow } = props;
  const [chosen, setChosen] = useState<ToolboxTab | null>(null);
  const toolbox = toolboxTabs({
    hasAiSummary: false,
    qnaSupportsLanguage: false,
    qnaEnabled: false,
    qnaFeatureFlags: false,
    hasSop: false,
    commentsPermission: source.comments !== undefined && viewer !== null && viewer.comments,
    isPublic: source.isPublic,
    versionId: props.versionId ?? null,
  });
  return (
    <Toolbox
      tabs={toolbox.tabs}
      value={activeTab(chosen, toolbox)}
      onValueChange={setChosen}
      title={props.divide ? workflow.title : undefined}
      onClose={props.divide ? props.onClose : undefined}
      content={{
        steps: <PlayerStepMenu stores={stores} />,
        comments: source.comments && (
          <PlayerComments
            key={workflow.id}
            port={source.comments}
            workflowId={workflow.id}
            viewer={viewer}
            onError={props.onError}
          />
        ),
      }}
    />
  );
}
