// Test and story data, not exported: a published three-step workflow as GET /v1/player/workflow
// answers it (steps 0-10, 10-25, 25-30 s of one stream).
import type { PlayerWorkflow } from '@stepwise/api';

const step = (id: string, order: number, title: string, startTime: number, endTime: number) => ({
  id,
  order,
  title: { en: title },
  startTime,
  endTime,
  workflowId: 'wf1',
  duration: endTime - startTime,
  transcriptions: {
    en: [{ sentence: `${title}: watch this part.`, startTime: 1, endTime: 3 }],
  },
  posterURL: null,
});

export const sampleWorkflow: PlayerWorkflow = {
  id: 'wf1',
  title: 'Replace the filter',
  translatedTitles: {},
  languageCode: 'en',
  workspaceId: 'ws1',
  workspaceName: 'Maintenance',
  privateWorkspace: false,
  author: { uid: 'author1', displayName: 'Ada' },
  published: true,
  publishedDate: '2026-01-01T00:00:00.000Z',
  processed: true,
  editType: 'original',
  editorStatus: '',
  speechStatus: 'sentences finished',
  stepsStatus: 'completed',
  reviewStatus: '',
  blocked: '',
  convertStatus: 'finished',
  frameCaptureStatus: 'finished',
  videoDuration: 30,
  videoExtractStatus: 'finished',
  cardStatus: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  videoURL: 'https://media.example.com/wf1/master.m3u8',
  posterURL: null,
  imageMap: {},
  steps: [
    step('s1', 1, 'Open the panel', 0, 10),
    {
      ...step('s2', 2, 'Take out the filter', 10, 25),
      attachments: {
        diagram: [],
        links: [{ label: 'Filter sizes', link: 'https://example.com/sizes' }],
        pdf: [],
      },
    },
    step('s3', 3, 'Close the panel', 25, 30),
  ],
  allowedOrigins: [],
  aiSummary: null,
};
