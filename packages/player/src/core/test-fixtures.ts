// Test-only: a three-step workflow on one stream (0-10, 10-25, 25-30 s). Not exported.
import type { StepInput } from './steps.js';

export const threeSteps: StepInput[] = [
  {
    id: 's2',
    order: 20,
    title: { en: 'Tighten the bolt', 'zh-tw': '擰緊螺栓' },
    startTime: 10,
    endTime: 25,
    posterURL: 'p2.jpg',
    transcriptions: {
      en: [
        { sentence: 'Take the wrench.', startTime: 0 },
        { sentence: 'Now tighten the BOLT firmly.', startTime: 6 },
      ],
    },
    attachments: { diagram: ['d.png'], links: [], pdf: [] },
  },
  {
    id: 's1',
    order: 10,
    title: { en: 'Open the panel', de: 'Öffnen' },
    startTime: 0,
    endTime: 10,
    posterURL: null,
    transcriptions: {
      en: [{ sentence: 'Open the panel with the key.', startTime: 1 }],
      de: [{ sentence: 'Öffne die Klappe.', startTime: 1 }],
    },
  },
  {
    id: 's3',
    order: 30,
    title: { en: '' },
    startTime: 25,
    endTime: 30,
    transcriptions: { en: [{ sentence: 'Check the bolt.', startTime: 2 }] },
    attachments: { diagram: [], links: [], pdf: [] },
  },
];
