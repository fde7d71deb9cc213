// The public styling surface (STYLE.md 5): a host styles these with `stepwise-player::part(...)`.
// The names are a contract listed in the package README; add, never rename.
export const Parts = {
  controls: 'controls',
  playButton: 'play-button',
  progress: 'progress',
  stepMenu: 'step-menu',
  stepName: 'step-name',
  subtitles: 'subtitles',
  attachments: 'attachments',
  search: 'search',
  settings: 'settings',
  toolbox: 'toolbox',
  watermark: 'watermark',
  message: 'message',
  comments: 'comments',
  reactions: 'reactions',
  summary: 'summary',
  sop: 'sop',
  qna: 'qna',
  quizCard: 'quiz-card',
  quizMask: 'quiz-mask',
  quiz: 'quiz',
  /** Issue 23: the badge over a past version (versionId). */
  versionBadge: 'version-badge',
} as const;

export type Part = (typeof Parts)[keyof typeof Parts];
