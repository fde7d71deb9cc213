/** The quiz report pages' URLs (000 §2 Analytics; the route table matches them). */
const seg = encodeURIComponent;

export const quizPaths = {
  overview: '/analytics/quiz',
  performance: '/analytics/quiz/performance',
  workflow: (workflowId: string) => `/analytics/quiz/workflow/${seg(workflowId)}`,
  resultHistory: (quizId: string, workflowId: string, userId: string) =>
    `/analytics/quiz/${seg(quizId)}/workflow/${seg(workflowId)}/user/${seg(userId)}`,
};
