// The toolbox beside the video (002 §2): summary, steps, Q&A, sop and comments tabs. Which tabs
// show and which opens first are the caller's rules; each tab's content is a slot. In divide
// mode it carries a header with the workflow title and a close button.
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@stepwise/ui';
import type { MessageKey } from '@stepwise/i18n';
import { useT } from '@stepwise/i18n/react';
import type { ToolboxTab } from '../../core/toolbox.js';
import { cx, SCOPE } from './class-names.js';
import { CloseIcon } from './icons.js';
import { Parts } from './parts.js';

export type { ToolboxTab };

const TAB_LABEL: Record<ToolboxTab, MessageKey> = {
  summary: 'player.tabSummary',
  steps: 'player.tabSteps',
  qna: 'player.tabQna',
  sop: 'player.tabSop',
  comments: 'player.tabComments',
};

export interface ToolboxProps {
  /** The visible tabs, in order. */
  tabs: readonly ToolboxTab[];
  /** The open tab (controlled) or the first one to open. */
  value?: ToolboxTab | undefined;
  defaultValue?: ToolboxTab | undefined;
  onValueChange?: ((tab: ToolboxTab) => void) | undefined;
  content: Partial<Record<ToolboxTab, ReactNode>>;
  /** Below 300 px wide the caller passes small. */
  small?: boolean | undefined;
  /** Divide mode's header. */
  title?: string | undefined;
  onClose?: (() => void) | undefined;
  className?: string | undefined;
}

export function Toolbox({
  tabs,
  value,
  defaultValue,
  onValueChange,
  content,
  small = false,
  title,
  onClose,
  className,
}: ToolboxProps) {
  const t = useT();
  return (
    <section
      className={cx(SCOPE, 'sw-player-toolbox', className)}
      part={Parts.toolbox}
      aria-label={title ?? t('player.toolbox')}
      data-small={small || undefined}
    >
      {(title !== undefined || onClose) && (
        <header className="sw-player-toolbox-header">
          <h2 className="sw-player-toolbox-title">{title}</h2>
          {onClose && (
            <button
              type="button"
              className="sw-player-button"
              aria-label={t('player.exitDivide')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </header>
      )}
      <Tabs
        className="sw-player-toolbox-tabs"
        size={small ? 'sm' : 'md'}
        value={value}
        defaultValue={defaultValue ?? tabs[0]}
        onValueChange={onValueChange as ((tab: string) => void) | undefined}
      >
        <TabList aria-label={t('player.toolbox')} className="sw-player-toolbox-tab-list">
          {tabs.map((tab) => (
            <Tab key={tab} value={tab}>
              {t(TAB_LABEL[tab])}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} value={tab} className="sw-player-toolbox-panel">
            {content[tab]}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
