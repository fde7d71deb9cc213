import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  playerWorkflowMiniAnswerSchema,
  playerWorkflowMiniSchema,
  type PlayerWorkflowMini,
} from './player.mini.js';
import type { playerWorkflowAnswerSchema } from './player.schema.js';
import { playerWorkflowSchema, type PlayerWorkflow } from './player.schema.js';

const step = (id: string, order: number, startTime: number, endTime: number) => ({
  id,
  order,
  title: { en: `Step ${order}` },
  startTime,
  endTime,
  workflowId: 'wf1',
  duration: endTime - startTime,
  transcriptions: { en: [{ sentence: 'Watch this part.', startTime: 1, endTime: 3 }] },
  posterURL: null,
});

/** GET /v1/player/workflow's item as the server sends it (a summary shown, an attachment). */
const answer: PlayerWorkflow = {
  id: 'wf1',
  title: 'Replace the filter',
  translatedTitles: { de: 'Filter wechseln' },
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
  videoExtractStatus: 'finished',
  videoDuration: 30,
  cardStatus: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  videoURL: 'https://media.example.com/wf1/master.m3u8',
  posterURL: null,
  imageMap: { '0': 'https://media.example.com/wf1/0.jpg' },
  steps: [
    step('s1', 1, 0, 10),
    {
      ...step('s2', 2, 10, 30),
      attachments: {
        diagram: ['https://media.example.com/wf1/attachments/a1/file.png'],
        links: [{ label: 'Sizes', link: 'https://e.x/s' }],
        pdf: [{ name: 'Manual.pdf', link: 'https://e.x/m.pdf', size: 2048, thumbnail: null }],
        videos: [{ name: 'Detail.mp4', link: 'https://e.x/d.mp4', thumbnail: 'https://e.x/d.jpg' }],
        workflows: [{ label: 'Fit the bracket', workflowId: 'wf2', stepId: 's9' }],
      },
    },
  ],
  allowedOrigins: ['https://host.example.com'],
  aiSummary: {
    id: 'sum1',
    workflowId: 'wf1',
    status: 'completed',
    activate: true,
    content: {
      summary: {
        highlights: [{ key: 'h1', translations: ['en'], content: { en: 'Turn it off first.' } }],
        contents: [{ translations: ['en'], content: { en: 'Open, swap, close.' }, stepId: 's1' }],
      },
    },
  },
};

describe('playerWorkflowMiniSchema (002 §7 GET /v1/player/workflow in zod/mini)', () => {
  it('has the full schema’s output type, both ways', () => {
    expectTypeOf<PlayerWorkflowMini>().toEqualTypeOf<PlayerWorkflow>();
    expectTypeOf<z.output<typeof playerWorkflowMiniAnswerSchema>>().toEqualTypeOf<
      z.output<typeof playerWorkflowAnswerSchema>
    >();
  });

  it('reads what the full schema reads, to the same value', () => {
    expect(playerWorkflowMiniSchema.parse(answer)).toEqual(playerWorkflowSchema.parse(answer));
    expect(playerWorkflowMiniAnswerSchema.parse({ item: answer })).toEqual({ item: answer });
  });

  it('keeps fields a newer server adds out, like the full schema', () => {
    expect(playerWorkflowMiniSchema.parse({ ...answer, future: 1 })).not.toHaveProperty('future');
  });

  // The fields that drifted between the copies before issue 17: both refuse the same answers.
  it.each([
    ['imageMap null', { imageMap: null }],
    ['no allowedOrigins', { allowedOrigins: undefined }],
    ['no aiSummary', { aiSummary: undefined }],
    ['no steps', { steps: undefined }],
    ['a status that is not a string', { editorStatus: 3 }],
  ])('refuses %s, like the full schema', (_, change) => {
    const drifted = { ...answer, ...change };
    expect(playerWorkflowSchema.safeParse(drifted).success).toBe(false);
    expect(playerWorkflowMiniSchema.safeParse(drifted).success).toBe(false);
  });

  it('leaves the value sets of statuses to the full schema (the element never reads them)', () => {
    const unknownStatus = { ...answer, editorStatus: 'rebooting', cardStatus: 'archived' };
    expect(playerWorkflowSchema.safeParse(unknownStatus).success).toBe(false);
    expect(playerWorkflowMiniSchema.safeParse(unknownStatus).success).toBe(true);
  });

  it('takes a workflow without a summary (null) in both', () => {
    const none = { ...answer, aiSummary: null };
    expect(playerWorkflowSchema.safeParse(none).success).toBe(true);
    expect(playerWorkflowMiniSchema.safeParse(none).success).toBe(true);
  });

  it('imports no value but zod/mini, so the element loads no zod classic', () => {
    const source = readFileSync(new URL('./player.mini.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import (type )?[^;]*?from '([^']+)'/gms)];
    const values = imports.filter((m) => !m[1]).map((m) => m[2]);
    // Values from zod/mini only: core's value lists and zod classic stay out of the element.
    expect(values).toEqual(['zod/mini']);
  });
});
