/**
 * 002 §2 "Toolbox tabs": which tabs show, which opens first, and the Q&A tab's language rule.
 * Every feature is an input; the view (react/player-toolbox.tsx) feeds the real ones.
 */
import { INTERFACE_LANGUAGES } from '@stepwise/core';

export type ToolboxTab = 'summary' | 'steps' | 'qna' | 'sop' | 'comments';

export interface ToolboxInput {
  /** The workflow has an AI summary whose status is completed (only completed is shown). */
  hasAiSummary: boolean;
  /** The AI Q&A setting supports the workflow's language. */
  qnaSupportsLanguage: boolean;
  /** The Q&A enabled setting and the feature flags are on. */
  qnaEnabled: boolean;
  qnaFeatureFlags: boolean;
  /** SOP content exists. */
  hasSop: boolean;
  /** The comments permission is on. */
  commentsPermission: boolean;
  isPublic: boolean;
  /** A versionId in the address: an old version, with no Q&A and no comments. */
  versionId: string | null;
}

export interface ToolboxTabs {
  tabs: ToolboxTab[];
  defaultTab: ToolboxTab;
}

export function toolboxTabs(input: ToolboxInput): ToolboxTabs {
  const tabs: ToolboxTab[] = [];
  if (input.hasAiSummary) tabs.push('summary');
  tabs.push('steps');
  const noVersion = !input.versionId;
  if (input.qnaSupportsLanguage && input.qnaEnabled && input.qnaFeatureFlags && noVersion) {
    tabs.push('qna');
  }
  if (input.hasSop) tabs.push('sop');
  if (input.commentsPermission && !input.isPublic && noVersion) tabs.push('comments');
  return { tabs, defaultTab: input.hasAiSummary ? 'summary' : 'steps' };
}

/** The tab to show: the chosen one while it exists, else the default. */
export function activeTab(chosen: ToolboxTab | null, toolbox: ToolboxTabs): ToolboxTab {
  return chosen && toolbox.tabs.includes(chosen) ? chosen : toolbox.defaultTab;
}

/** When window mode ends while on Q&A, the tab falls back to summary or steps. */
export function tabAfterWindowModeEnds(current: ToolboxTab, toolbox: ToolboxTabs): ToolboxTab {
  return current === 'qna' ? toolbox.defaultTab : activeTab(current, toolbox);
}

/** The quiz card shows in the steps list with the quiz permission, a quiz due, and no preview. */
export function quizCardVisible(input: {
  quizPermission: boolean;
  quizShouldShow: boolean;
  preview: boolean;
}): boolean {
  return input.quizPermission && input.quizShouldShow && !input.preview;
}

/**
 * The languages AI Q&A answers in: the product's interface languages, by primary subtag (the
 * assistant's screens, messages and offline answers exist in these). The organisation settings
 * have no per-language Q&A setting (002 §2 names one), so this list stands in for it.
 */
export const QNA_LANGUAGES: readonly string[] = [
  ...new Set(INTERFACE_LANGUAGES.map((code) => code.split('-')[0]!)),
];

/** 002 §2 "the AI Q&A setting supports the workflow language", on the primary subtag. */
export function qnaSupportsLanguage(
  workflowLanguage: string,
  supported: readonly string[] = QNA_LANGUAGES,
): boolean {
  const primary = workflowLanguage.split('-')[0]?.toLowerCase() ?? '';
  return supported.some((code) => code.split('-')[0]?.toLowerCase() === primary);
}
