import { describe, expect, it } from 'vitest';
import {
  CARD_STATUSES,
  canEditCard,
  cardDisabledInViewMode,
  cardStatus,
  duplicationBlockers,
  isWorkflowReady,
} from './card-status.js';
import type { CardStatusInput } from './card-status.js';

// An old-editor workflow that finished processing and waits to be published.
const base: CardStatusInput = {
  editType: 'original',
  published: false,
  processed: true,
  blocked: '',
  editorStatus: '',
  speechStatus: 'completed',
  stepsStatus: 'completed',
  reviewStatus: '',
  frameCaptureStatus: 'completed',
  videoExtractStatus: 'completed',
  convertStatus: 'transcoded',
  steps: ['s1', 's2'],
  imageMap: null,
};
const old = (patch: Partial<CardStatusInput>): CardStatusInput => ({ ...base, ...patch });
const neu = (patch: Partial<CardStatusInput>): CardStatusInput => ({
  ...base,
  editType: 'new_editor',
  editorStatus: 'completed buildermain',
  ...patch,
});

describe('001 §4 card status set', () => {
  it('processing, transcoding, failed, new, unpublished, published, no-access, in_progress, and in_review', () => {
    expect([...CARD_STATUSES].sort()).toEqual(
      [
        'processing',
        'transcoding',
        'failed',
        'new',
        'unpublished',
        'published',
        'no-access',
        'in_progress',
        'in_review',
      ].sort(),
    );
  });
});

describe('001 §4 "Ready"', () => {
  it('new editor: builder completed is ready', () => {
    expect(isWorkflowReady(neu({}))).toBe(true);
  });

  it('new editor: text-to-speech processing is ready', () => {
    expect(isWorkflowReady(neu({ editorStatus: 'processing text to speech' }))).toBe(true);
  });

  it('new editor: anything else is not ready, whatever the speech status', () => {
    expect(isWorkflowReady(neu({ editorStatus: 'segmentation', speechStatus: 'completed' }))).toBe(
      false,
    );
  });

  it('old editor: steps exist and speech is completed', () => {
    expect(isWorkflowReady(old({}))).toBe(true);
  });

  it('old editor: no steps is never ready', () => {
    expect(isWorkflowReady(old({ steps: [] }))).toBe(false);
  });

  it('old editor: sentences finished needs an image map or the gen2 flag', () => {
    const w = old({ speechStatus: 'sentences finished' });
    expect(isWorkflowReady(w)).toBe(false);
    expect(isWorkflowReady({ ...w, imageMap: {} })).toBe(false);
    expect(isWorkflowReady({ ...w, imageMap: { '0': 'poster-0.jpg' } })).toBe(true);
    expect(isWorkflowReady(w, { gen2: true })).toBe(true);
  });

  it('old editor: speech waiting is ready', () => {
    expect(isWorkflowReady(old({ speechStatus: 'waiting' }))).toBe(true);
  });

  it('old editor: running transcript is not ready', () => {
    expect(isWorkflowReady(old({ speechStatus: 'running transcript' }))).toBe(false);
  });

  it('ours: not configured (no speech-to-text provider) counts as completed', () => {
    expect(isWorkflowReady(old({ speechStatus: 'not configured' }))).toBe(true);
  });
});

describe('001 §4 card status, derived in order (old editor)', () => {
  it('1. published gives published', () => {
    expect(cardStatus(old({ published: true }))).toBe('published');
  });

  it('1 before 2: published wins over transcoding', () => {
    expect(cardStatus(old({ published: true, blocked: 'transcoding' }))).toBe('published');
  });

  it('1 before 4: published wins over an error', () => {
    expect(cardStatus(old({ published: true, stepsStatus: 'error' }))).toBe('published');
  });

  it('2. a non-empty blocked reason gives transcoding', () => {
    for (const blocked of ['transcoding', 'copying original video', 'waiting backend initial']) {
      expect(cardStatus(old({ blocked }))).toBe('transcoding');
    }
  });

  it('2 before 3: transcoding wins over ready', () => {
    expect(isWorkflowReady(old({ blocked: 'transcoding' }))).toBe(true);
    expect(cardStatus(old({ blocked: 'transcoding' }))).toBe('transcoding');
  });

  it('2 before 4: transcoding wins over an error', () => {
    expect(cardStatus(old({ blocked: 'transcoding', speechStatus: 'error' }))).toBe('transcoding');
  });

  it('2: the old editor ignores transcoding editor steps', () => {
    expect(cardStatus(old({ editorStatus: 'transcoding multi-edit-steps' }))).toBe('unpublished');
  });

  it('3. ready and processed with review in progress gives in_review', () => {
    expect(cardStatus(old({ reviewStatus: 'in_progress' }))).toBe('in_review');
  });

  it('3. ready and processed otherwise gives unpublished', () => {
    expect(cardStatus(old({}))).toBe('unpublished');
    expect(cardStatus(old({ reviewStatus: 'approved' }))).toBe('unpublished');
  });

  it('3. ready and not processed gives new', () => {
    expect(cardStatus(old({ processed: false }))).toBe('new');
    expect(cardStatus(old({ processed: false, reviewStatus: 'in_progress' }))).toBe('new');
  });

  it('3 before 4: ready wins over an error in frame capture', () => {
    expect(cardStatus(old({ frameCaptureStatus: 'error' }))).toBe('unpublished');
  });

  it.each(['stepsStatus', 'speechStatus', 'frameCaptureStatus', 'videoExtractStatus'] as const)(
    "4. not ready and %s mentioning 'error' gives failed",
    (field) => {
      const w = old({ steps: [], [field]: 'extract ERROR: codec' });
      expect(cardStatus(w)).toBe('failed');
    },
  );

  it('4: convertStatus is not one of the statuses the failed rule reads', () => {
    expect(cardStatus(old({ steps: [], convertStatus: 'error' }))).toBe('processing');
  });

  it('5. otherwise processing', () => {
    expect(cardStatus(old({ steps: [], stepsStatus: 'running' }))).toBe('processing');
    expect(cardStatus(old({ speechStatus: 'running transcript' }))).toBe('processing');
  });
});

describe('001 §4 card status, derived in order (new editor)', () => {
  it('1. published gives published, even while transcoding', () => {
    expect(cardStatus(neu({ published: true, editorStatus: 'transcoding multi-edit-steps' }))).toBe(
      'published',
    );
  });

  it.each(['transcoding multi-edit-steps', 'publish workflow', 'processing publish workflow'])(
    '2. editor step "%s" gives transcoding',
    (editorStatus) => {
      expect(cardStatus(neu({ editorStatus }))).toBe('transcoding');
    },
  );

  it('2: the new editor ignores the blocked field', () => {
    expect(cardStatus(neu({ blocked: 'transcoding' }))).toBe('unpublished');
  });

  it('3. ready gives in_review, unpublished or new', () => {
    expect(cardStatus(neu({ reviewStatus: 'in_progress' }))).toBe('in_review');
    expect(cardStatus(neu({}))).toBe('unpublished');
    expect(cardStatus(neu({ processed: false }))).toBe('new');
  });

  it('4. not ready with an error gives failed', () => {
    expect(cardStatus(neu({ editorStatus: 'segmentation', stepsStatus: 'error' }))).toBe('failed');
  });

  it('5. otherwise processing', () => {
    expect(cardStatus(neu({ editorStatus: 'processing cut' }))).toBe('processing');
  });
});

describe('001 §4: editing is allowed only in unpublished, published, new and in_review', () => {
  it.each(['unpublished', 'published', 'new', 'in_review'] as const)('%s allows editing', (s) => {
    expect(canEditCard(s)).toBe(true);
  });

  it.each(['processing', 'transcoding', 'failed', 'no-access', 'in_progress'] as const)(
    '%s does not',
    (s) => {
      expect(canEditCard(s)).toBe(false);
    },
  );
});

describe('001 §4: disabled in view mode when not published or not assigned to the private workspace', () => {
  it('a published card in a public workspace is enabled', () => {
    expect(cardDisabledInViewMode({ published: true })).toBe(false);
  });

  it('an unpublished card is disabled', () => {
    expect(cardDisabledInViewMode({ published: false, assignedToPrivateWorkspace: true })).toBe(
      true,
    );
  });

  it('a published card in a private workspace the user is not assigned to is disabled', () => {
    expect(cardDisabledInViewMode({ published: true, assignedToPrivateWorkspace: false })).toBe(
      true,
    );
    expect(cardDisabledInViewMode({ published: true, assignedToPrivateWorkspace: true })).toBe(
      false,
    );
  });
});

describe('001 §4 Duplication: allowed only with no busy or error indicator', () => {
  it('a settled workflow has no blockers', () => {
    expect(duplicationBlockers(old({}))).toEqual([]);
    expect(duplicationBlockers(old({ published: true }))).toEqual([]);
  });

  it('a busy editor blocks', () => {
    expect(duplicationBlockers(old({ editorStatus: 'processing cut' }))).toEqual([
      { reason: 'busy', field: 'editorStatus', value: 'processing cut' },
    ]);
    expect(duplicationBlockers(old({ editorStatus: 'processing segmentation' }))).toHaveLength(1);
    expect(duplicationBlockers(neu({ editorStatus: 'transcoding multi-edit-steps' }))).toHaveLength(
      1,
    );
  });

  it('a blocked reason, a running transcript, running segmentation or a pending conversion blocks', () => {
    expect(duplicationBlockers(old({ blocked: 'copying original video' }))[0]?.field).toBe(
      'blocked',
    );
    expect(duplicationBlockers(old({ speechStatus: 'running transcript' }))[0]?.field).toBe(
      'speechStatus',
    );
    expect(duplicationBlockers(old({ stepsStatus: 'scheduled' }))[0]?.field).toBe('stepsStatus');
    expect(duplicationBlockers(old({ convertStatus: 'job scheduled' }))[0]?.field).toBe(
      'convertStatus',
    );
  });

  it('every error status blocks, and every indicator is listed', () => {
    const blockers = duplicationBlockers(
      old({ videoExtractStatus: 'error', convertStatus: 'error', editorStatus: 'trim' }),
    );
    expect(blockers).toEqual([
      { reason: 'busy', field: 'editorStatus', value: 'trim' },
      { reason: 'error', field: 'videoExtractStatus', value: 'error' },
      { reason: 'error', field: 'convertStatus', value: 'error' },
    ]);
  });

  it('001 §5: copy is rejected while in review', () => {
    expect(duplicationBlockers(old({ reviewStatus: 'in_progress' }))).toEqual([
      { reason: 'in-review', field: 'reviewStatus', value: 'in_progress' },
    ]);
  });
});
