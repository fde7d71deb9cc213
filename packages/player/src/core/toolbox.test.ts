import { describe, expect, it } from 'vitest';
import {
  activeTab,
  QNA_LANGUAGES,
  qnaSupportsLanguage,
  quizCardVisible,
  tabAfterWindowModeEnds,
  toolboxTabs,
  type ToolboxInput,
} from './toolbox.js';

const none: ToolboxInput = {
  hasAiSummary: false,
  qnaSupportsLanguage: false,
  qnaEnabled: false,
  qnaFeatureFlags: false,
  hasSop: false,
  commentsPermission: false,
  isPublic: false,
  versionId: null,
};
const all: ToolboxInput = {
  ...none,
  hasAiSummary: true,
  qnaSupportsLanguage: true,
  qnaEnabled: true,
  qnaFeatureFlags: true,
  hasSop: true,
  commentsPermission: true,
};

describe('toolbox tabs (002 §2)', () => {
  it('steps only, and default, when no feature is there', () => {
    expect(toolboxTabs(none)).toEqual({ tabs: ['steps'], defaultTab: 'steps' });
  });

  it('summary only with an AI summary, and then it is the default', () => {
    expect(toolboxTabs(all)).toEqual({
      tabs: ['summary', 'steps', 'qna', 'sop', 'comments'],
      defaultTab: 'summary',
    });
  });

  it('Q&A needs the language setting, enabled, the flags, and no versionId', () => {
    for (const off of ['qnaSupportsLanguage', 'qnaEnabled', 'qnaFeatureFlags'] as const) {
      expect(toolboxTabs({ ...all, [off]: false }).tabs).not.toContain('qna');
    }
    expect(toolboxTabs({ ...all, versionId: 'v1' }).tabs).not.toContain('qna');
  });

  it('sop when SOP content exists', () => {
    expect(toolboxTabs({ ...none, hasSop: true }).tabs).toEqual(['steps', 'sop']);
  });

  it('comments need the permission, a non-public player and no versionId', () => {
    expect(toolboxTabs({ ...none, commentsPermission: true }).tabs).toContain('comments');
    expect(toolboxTabs({ ...all, isPublic: true }).tabs).not.toContain('comments');
    expect(toolboxTabs({ ...all, versionId: 'v1' }).tabs).not.toContain('comments');
  });

  it('a chosen tab that is gone falls back to the default', () => {
    expect(activeTab('comments', toolboxTabs(all))).toBe('comments');
    expect(activeTab('comments', toolboxTabs(none))).toBe('steps');
    expect(activeTab(null, toolboxTabs(all))).toBe('summary');
  });

  it('when window mode ends on Q&A the tab falls back to summary or steps', () => {
    expect(tabAfterWindowModeEnds('qna', toolboxTabs(all))).toBe('summary');
    expect(tabAfterWindowModeEnds('qna', toolboxTabs({ ...all, hasAiSummary: false }))).toBe(
      'steps',
    );
    expect(tabAfterWindowModeEnds('sop', toolboxTabs(all))).toBe('sop');
  });

  it('the quiz card needs the permission, a quiz due, and no preview', () => {
    const on = { quizPermission: true, quizShouldShow: true, preview: false };
    expect(quizCardVisible(on)).toBe(true);
    expect(quizCardVisible({ ...on, quizPermission: false })).toBe(false);
    expect(quizCardVisible({ ...on, quizShouldShow: false })).toBe(false);
    expect(quizCardVisible({ ...on, preview: true })).toBe(false);
  });
});

describe('qnaSupportsLanguage (002 §2)', () => {
  it('supports the interface languages by primary subtag', () => {
    expect(QNA_LANGUAGES).toContain('en');
    expect(QNA_LANGUAGES).toContain('zh');
    expect(QNA_LANGUAGES).not.toContain('zh-tw');
    expect(qnaSupportsLanguage('en')).toBe(true);
    expect(qnaSupportsLanguage('de-AT')).toBe(true);
    expect(qnaSupportsLanguage('ES')).toBe(true);
    expect(qnaSupportsLanguage('sv-se')).toBe(false);
    expect(qnaSupportsLanguage('he')).toBe(false);
  });
  it('takes an organisation list when there is one', () => {
    expect(qnaSupportsLanguage('fr-ca', ['fr-fr'])).toBe(true);
    expect(qnaSupportsLanguage('en', ['fr-fr'])).toBe(false);
  });
});
