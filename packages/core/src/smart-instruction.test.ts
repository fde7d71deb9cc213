import { describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from './constants.js';
import {
  CONCLUSION_ORDER,
  defaultItemTitle,
  INTRODUCTION_ORDER,
  isGuestMode,
  isReviewMode,
  newChecklistItems,
  opensInViewMode,
  SMART_INSTRUCTION_DEFAULTS,
  SMART_INSTRUCTION_PAGE_SIZE,
  SMART_INSTRUCTION_UPLOAD_LIMITS,
  smartInstructionCardDisabled,
  smartInstructionCardStatus,
  smartInstructionUploadProblem,
  SOP_ITEM_ALL_TYPES,
} from './smart-instruction.js';
import {
  smartInstructionCreateSchema,
  smartInstructionListQuerySchema,
  smartInstructionUpdateSchema,
  sopItemDeleteSchema,
  sopItemInputSchema,
  sopItemUpdateSchema,
} from './smart-instruction.schema.js';

describe('smart instruction defaults (001 §3, §9)', () => {
  it("a new SOP is 'Untitled SOP', en-us, version 1.0, draft, 0 steps, 30 s, made by hand", () => {
    expect(SMART_INSTRUCTION_DEFAULTS).toEqual({
      title: 'Untitled SOP',
      languageCode: 'en-us',
      version: '1.0',
      status: 'draft',
      stepsCount: 0,
      duration: 30,
      type: 'manually',
    });
    const parsed = smartInstructionCreateSchema.parse({ workspaceId: 'ws1' });
    expect(parsed).toMatchObject({
      title: 'Untitled SOP',
      languageCode: 'en-us',
      type: 'manually',
      items: [],
    });
  });

  it('an item title defaults to its capitalised type; introduction 0, conclusion 999', () => {
    expect(defaultItemTitle('step')).toBe('Step');
    expect(defaultItemTitle('warning')).toBe('Warning');
    expect(defaultItemTitle('introduction')).toBe('Introduction');
    expect(INTRODUCTION_ORDER).toBe(0);
    expect(CONCLUSION_ORDER).toBe(999);
  });

  it('every item type of the spec, the other places included', () => {
    expect(SOP_ITEM_ALL_TYPES).toEqual(
      expect.arrayContaining([
        ...['introduction', 'conclusion', 'step', 'sub_step', 'warning', 'tool', 'quiz'],
        ...['smart_compare', 'file_request', 'checklist', 'reasons'],
        ...['userUpload', 'userVideo', 'video', 'workflow', 'reason'],
      ]),
    );
  });

  it('a new checklist has one empty item; the list page is 10', () => {
    expect(newChecklistItems()).toEqual([{ text: '' }]);
    expect(SMART_INSTRUCTION_PAGE_SIZE).toBe(10);
  });
});

describe('card state and content modes (001 §4)', () => {
  it('published or unpublished when completed, otherwise processing and disabled', () => {
    expect(smartInstructionCardStatus({ published: true, status: 'completed' })).toBe('published');
    expect(smartInstructionCardStatus({ published: false, status: 'completed' })).toBe(
      'unpublished',
    );
    expect(smartInstructionCardStatus({ published: true, status: 'processing' })).toBe(
      'processing',
    );
    expect(smartInstructionCardDisabled({ status: 'draft' })).toBe(true);
    expect(smartInstructionCardDisabled({ status: 'completed' })).toBe(false);
  });

  it('published content and a workspace viewer open in view mode', () => {
    expect(opensInViewMode({ published: true }, 'publisher')).toBe(true);
    expect(opensInViewMode({ published: false }, 'viewer')).toBe(true);
    expect(opensInViewMode({ published: false }, 'publisher')).toBe(false);
  });

  it('guest mode on the public route for another organisation; review mode with a skill or task', () => {
    const guest = { publicRoute: true, contentOrganizationId: 'o1' };
    expect(isGuestMode({ ...guest, userOrganizationId: 'o2' })).toBe(true);
    expect(isGuestMode({ ...guest, userOrganizationId: 'o1' })).toBe(false);
    expect(isGuestMode({ ...guest, publicRoute: false, userOrganizationId: 'o2' })).toBe(false);
    expect(isReviewMode({ skillId: 'k' })).toBe(true);
    expect(isReviewMode({ taskPerformanceId: 't' })).toBe(true);
    expect(isReviewMode({})).toBe(false);
  });
});

describe('upload limits (001 §5)', () => {
  const MB = 1024 * 1024;
  it('images jpeg / png / gif up to 5 MB, video mp4 up to 100 MB, PDF up to 50 MB', () => {
    expect(SMART_INSTRUCTION_UPLOAD_LIMITS.image.maxBytes).toBe(5 * MB);
    expect(SMART_INSTRUCTION_UPLOAD_LIMITS.video.maxBytes).toBe(100 * MB);
    expect(SMART_INSTRUCTION_UPLOAD_LIMITS.pdf.maxBytes).toBe(50 * MB);
    for (const mimeType of ['image/jpeg', 'image/png', 'image/gif']) {
      expect(smartInstructionUploadProblem('image', { mimeType, bytes: 5 * MB })).toBeNull();
    }
    expect(
      smartInstructionUploadProblem('image', { mimeType: 'image/png', bytes: 5 * MB + 1 }),
    ).toBe('File too large');
    expect(smartInstructionUploadProblem('image', { mimeType: 'image/webp', bytes: 1 })).toBe(
      'Invalid file type',
    );
    expect(smartInstructionUploadProblem('video', { mimeType: 'video/mp4', bytes: 100 * MB })).toBe(
      null,
    );
    expect(smartInstructionUploadProblem('video', { mimeType: 'video/quicktime', bytes: 1 })).toBe(
      'Invalid file type',
    );
    expect(
      smartInstructionUploadProblem('pdf', { mimeType: 'application/pdf', bytes: 60 * MB }),
    ).toBe('File too large');
    expect(smartInstructionUploadProblem('pdf', null)).toBe('No file provided');
  });
});

describe('smart instruction wire schemas refuse bad input', () => {
  it('create: a title of at most 90 characters, strict fields, known types', () => {
    const ok = { workspaceId: 'ws1' };
    expect(smartInstructionCreateSchema.safeParse({ ...ok, title: 'x'.repeat(90) }).success).toBe(
      true,
    );
    expect(TITLE_MAX_LENGTH).toBe(90);
    for (const bad of [
      { ...ok, title: 'x'.repeat(91) },
      { ...ok, title: '   ' },
      { ...ok, type: 'scan' },
      { ...ok, extra: 1 },
      { ...ok, languageCode: 'not a locale' },
      {},
      { ...ok, items: [{ type: 'essay' }] },
    ]) {
      expect(smartInstructionCreateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("an item without a type says 'Step type is required'", () => {
    const r = sopItemInputSchema.safeParse({ title: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Step type is required');
  });

  it('items: checklist texts only, quiz questions from the quiz schema, per-type fields on their type', () => {
    expect(
      sopItemInputSchema.safeParse({ type: 'checklist', checklistItems: [{ text: 'Gloves' }] })
        .success,
    ).toBe(true);
    expect(
      sopItemInputSchema.safeParse({
        type: 'checklist',
        checklistItems: [{ text: 'Gloves', checked: true }],
      }).success,
    ).toBe(false);
    expect(sopItemInputSchema.safeParse({ type: 'checklist', checklistItems: [] }).success).toBe(
      false,
    );
    const question = {
      type: 'true-or-false',
      title: 'Is the valve closed?',
      options: [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ],
      correctAnswer: 'A',
    };
    expect(sopItemInputSchema.safeParse({ type: 'quiz', questions: [question] }).success).toBe(
      true,
    );
    expect(
      sopItemInputSchema.safeParse({
        type: 'quiz',
        questions: [{ ...question, correctAnswer: 'E' }],
      }).success,
    ).toBe(false);
    expect(sopItemInputSchema.safeParse({ type: 'step', questions: [question] }).success).toBe(
      false,
    );
    const fr = sopItemInputSchema.parse({ type: 'file_request', fileRequest: {} });
    expect(fr.fileRequest).toMatchObject({ showReference: false, enableAIBaseVerification: false });
    expect(
      sopItemInputSchema.safeParse({ type: 'step', title: 'y'.repeat(TITLE_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
  });

  it("update: title or published; delete: 'ID is required to delete a SOP item'", () => {
    expect(smartInstructionUpdateSchema.safeParse({ id: 'si1' }).success).toBe(false);
    expect(smartInstructionUpdateSchema.safeParse({ id: 'si1', published: true }).success).toBe(
      true,
    );
    const r = sopItemDeleteSchema.safeParse({});
    expect(r.error?.issues[0]?.message).toBe('ID is required to delete a SOP item');
    expect(sopItemDeleteSchema.safeParse({ id: 'i1' }).success).toBe(true);
    expect(sopItemDeleteSchema.safeParse({ id: '' }).success).toBe(false);
    const step = sopItemUpdateSchema.safeParse({ type: 'step' });
    expect(step.error?.issues[0]?.message).toBe('Step ID is required');
    expect(sopItemUpdateSchema.safeParse({ id: 'i1', type: 'step' }).success).toBe(true);
  });

  it('list: page from 0, size 10, updatedAt descending', () => {
    expect(smartInstructionListQuerySchema.parse({})).toEqual({
      page: 0,
      size: 10,
      orderBy: 'updatedAt',
      order: 'desc',
    });
    expect(smartInstructionListQuerySchema.safeParse({ page: -1 }).success).toBe(false);
    expect(smartInstructionListQuerySchema.safeParse({ size: 0 }).success).toBe(false);
  });
});
