/** The skills screens' addresses (000 §2 route map; route-map.ts lists them). */
const enc = encodeURIComponent;

export const skillPaths = {
  home: () => '/skill/home',
  builder: (skillId: string, tab?: BuilderTab) =>
    `/skillbuilder/${enc(skillId)}${tab && tab !== 'content' ? `?tab=${tab}` : ''}`,
  playerList: () => '/skillplayer',
  player: (skillId: string) => `/skillplayer/${enc(skillId)}`,
  playerSop: (skillId: string, smartInstructionId: string) =>
    `/skillplayer/${enc(skillId)}/mm-sop/${enc(smartInstructionId)}?mode=run`,
  performance: (skillId?: string) =>
    `/skill/performance${skillId ? `?skillId=${enc(skillId)}` : ''}`,
  performanceSop: (smartInstructionId: string, skillId: string) =>
    `/skill/performance/mm-sop/${enc(smartInstructionId)}?skillId=${enc(skillId)}`,
  matrix: () => '/skill/matrix',
};

export const BUILDER_TABS = ['content', 'users', 'assessment', 'certification'] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];

/** The builder's tab from `?tab=`; anything else is the default, content. */
export function builderTabOf(params: URLSearchParams): BuilderTab {
  const tab = params.get('tab');
  return (BUILDER_TABS as readonly string[]).includes(tab ?? '') ? (tab as BuilderTab) : 'content';
}
