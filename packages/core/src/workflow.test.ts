import { describe, expect, it } from 'vitest';
import {
  applyCountChange,
  applyTitleUpdate,
  COUNT_REFETCH_DELAY_MS,
  workflowCounts,
} from './workflow.js';
import {
  workflowCountsSchema,
  workflowCreateSchema,
  workflowSchema,
  workflowTitleUpdateSchema,
} from './workflow.schema.js';
import type { WorkflowCounts } from './workflow.schema.js';

const stored = {
  id: 'wf1',
  title: 'Change the drill bit',
  translatedTitles: { 'de-de': 'Bohrer wechseln' },
  poster: 'org1/posters/wf1.jpg',
  steps: ['st1', 'st2'],
  videoDuration: 61.5,
  published: false,
  publishedDate: null,
  processed: true,
  author: { displayName: 'Ada Lovelace', uid: 'u1' },
  workspaceId: 'ws1',
  workspaceName: 'Assembly',
  privateWorkspace: false,
  editType: 'original',
  editorStatus: 'completed buildermain',
  speechStatus: 'completed',
  stepsStatus: 'completed',
  reviewStatus: '',
  blocked: '',
  convertStatus: 'transcoded',
  frameCaptureStatus: 'completed',
  videoExtractStatus: 'completed',
  languageCode: 'en-us',
  imageMap: { '0': 'org1/frames/wf1-0.jpg', '1': 'org1/frames/wf1-1.jpg' },
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
};

describe('workflowSchema (001 §3)', () => {
  it('parses a stored workflow', () => {
    expect(workflowSchema.parse(stored)).toEqual(stored);
  });

  it('translated titles default to none; poster and image map may be null', () => {
    const { translatedTitles: _t, ...rest } = stored;
    const w = workflowSchema.parse({ ...rest, poster: null, imageMap: null });
    expect(w.translatedTitles).toEqual({});
  });

  it('001 §9 title max 90 characters, not blank; any printable text (issue 15)', () => {
    expect(workflowSchema.safeParse({ ...stored, title: 'x'.repeat(91) }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...stored, title: ' ' }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...stored, title: 'a;b / c: (d) & #e' }).success).toBe(true);
  });

  it('rejects status strings outside the 001 §4 sets', () => {
    expect(workflowSchema.safeParse({ ...stored, speechStatus: 'done' }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...stored, blocked: 'busy' }).success).toBe(false);
    expect(workflowSchema.safeParse({ ...stored, editType: 'classic' }).success).toBe(false);
  });

  it('image map keys are whole seconds', () => {
    expect(workflowSchema.safeParse({ ...stored, imageMap: { '1.5': 'x.jpg' } }).success).toBe(
      false,
    );
  });
});

describe('workflowCreateSchema', () => {
  it('takes workspace, trimmed title and language', () => {
    expect(
      workflowCreateSchema.parse({ workspaceId: 'ws1', title: '  Drill  ', languageCode: 'en-us' }),
    ).toEqual({ workspaceId: 'ws1', title: 'Drill', languageCode: 'en-us' });
  });

  it('requires all three', () => {
    expect(workflowCreateSchema.safeParse({ workspaceId: 'ws1', title: 'Drill' }).success).toBe(
      false,
    );
  });
});

describe('001 §7 Rename', () => {
  it('001 §5: title max 90; languageCode optional; no other fields', () => {
    expect(workflowTitleUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(workflowTitleUpdateSchema.safeParse({ title: 'x'.repeat(91) }).success).toBe(false);
    expect(workflowTitleUpdateSchema.safeParse({ title: 'a', published: true }).success).toBe(
      false,
    );
  });

  const w = { title: 'Drill', languageCode: 'en-us', translatedTitles: { 'de-de': 'Bohrer' } };

  it('without a language, or with the workflow language, renames the main title', () => {
    expect(applyTitleUpdate(w, { title: 'Drill bit' })).toEqual({
      title: 'Drill bit',
      translatedTitles: { 'de-de': 'Bohrer' },
    });
    expect(applyTitleUpdate(w, { title: 'Drill bit', languageCode: 'en-us' })?.title).toBe(
      'Drill bit',
    );
  });

  it('language sent only when editing a translated title: sets that translation', () => {
    expect(applyTitleUpdate(w, { title: 'Foret', languageCode: 'fr-fr' })).toEqual({
      title: 'Drill',
      translatedTitles: { 'de-de': 'Bohrer', 'fr-fr': 'Foret' },
    });
  });

  it('001 §5: nothing changes when the title is unchanged', () => {
    expect(applyTitleUpdate(w, { title: 'Drill' })).toBeNull();
    expect(applyTitleUpdate(w, { title: 'Bohrer', languageCode: 'de-de' })).toBeNull();
  });
});

describe('002 §4 "Workspaces": workflow counts', () => {
  const counts: Record<string, WorkflowCounts> = {
    a: workflowCounts(5, 2),
    b: workflowCounts(1, 1),
  };

  it('002 §3: unpublished is created minus published', () => {
    expect(workflowCounts(5, 2)).toEqual({ created: 5, published: 2, unpublished: 3 });
    expect(workflowCountsSchema.parse(workflowCounts(0, 0))).toEqual({
      created: 0,
      published: 0,
      unpublished: 0,
    });
  });

  it('create adds one to created', () => {
    expect(applyCountChange(counts, { type: 'create', workspaceId: 'a' }).a).toEqual(
      workflowCounts(6, 2),
    );
  });

  it('duplicate adds one to created, and to published if the source was published', () => {
    expect(
      applyCountChange(counts, { type: 'duplicate', workspaceId: 'a', sourcePublished: false }).a,
    ).toEqual(workflowCounts(6, 2));
    expect(
      applyCountChange(counts, { type: 'duplicate', workspaceId: 'a', sourcePublished: true }).a,
    ).toEqual(workflowCounts(6, 3));
  });

  it('delete subtracts one from created and, if it was published, from published', () => {
    expect(
      applyCountChange(counts, { type: 'delete', workspaceId: 'a', published: false }).a,
    ).toEqual(workflowCounts(4, 2));
    expect(
      applyCountChange(counts, { type: 'delete', workspaceId: 'a', published: true }).a,
    ).toEqual(workflowCounts(4, 1));
  });

  it('move subtracts from the source and adds to the target', () => {
    const next = applyCountChange(counts, {
      type: 'move',
      fromWorkspaceId: 'a',
      toWorkspaceId: 'b',
      published: true,
    });
    expect(next.a).toEqual(workflowCounts(4, 1));
    expect(next.b).toEqual(workflowCounts(2, 2));
  });

  it('move adds to the target workspace only if cached', () => {
    const next = applyCountChange(counts, {
      type: 'move',
      fromWorkspaceId: 'a',
      toWorkspaceId: 'uncached',
      published: false,
    });
    expect(next.a).toEqual(workflowCounts(4, 2));
    expect(next).not.toHaveProperty('uncached');
  });

  it('unpublish subtracts one from published', () => {
    expect(applyCountChange(counts, { type: 'unpublish', workspaceId: 'a' }).a).toEqual(
      workflowCounts(5, 1),
    );
  });

  it('never goes below zero and leaves its input alone', () => {
    const zero = { z: workflowCounts(0, 0) };
    expect(applyCountChange(zero, { type: 'delete', workspaceId: 'z', published: true }).z).toEqual(
      workflowCounts(0, 0),
    );
    applyCountChange(counts, { type: 'create', workspaceId: 'a' });
    expect(counts.a).toEqual(workflowCounts(5, 2));
  });

  it('002 §9: counts are refetched after 3 s', () => {
    expect(COUNT_REFETCH_DELAY_MS).toBe(3000);
  });
});
