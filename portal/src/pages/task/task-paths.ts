/** The task screens' URLs (000 §2 route map; route-map.ts holds their guards). */
export const taskPaths = {
  list: '/task/list',
  builder: (taskId: string, tab: 'content' | 'users-scheduling' = 'content') =>
    `/taskbuilder/${encodeURIComponent(taskId)}${tab === 'content' ? '' : `?tab=${tab}`}`,
  performance: (taskId?: string) =>
    taskId ? `/task/performance?taskId=${encodeURIComponent(taskId)}` : '/task/performance',
  /** A member's run of a smart instruction, opened in review mode from the performance screen. */
  performanceRun: (smartInstructionId: string, taskPerformanceId: string) =>
    `/task/performance/mm-sop/${encodeURIComponent(smartInstructionId)}?taskPerformanceId=${encodeURIComponent(taskPerformanceId)}`,
  player: (taskPerformanceId: string) => `/taskplayer/${encodeURIComponent(taskPerformanceId)}`,
  playerRun: (taskPerformanceId: string, smartInstructionId: string) =>
    `/taskplayer/${encodeURIComponent(taskPerformanceId)}/mm-sop/${encodeURIComponent(smartInstructionId)}`,
} as const;
