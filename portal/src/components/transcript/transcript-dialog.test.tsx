// @vitest-environment jsdom
import type { TranscriptionView, WorkflowDetail } from '@stepwise/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranscriptDialog } from './transcript-dialog';
import { subtitleFileName } from './use-transcript';

const calls = vi.hoisted(() => ({
  getWorkflow: vi.fn(),
  getTranscription: vi.fn(),
  upload: vi.fn(),
  download: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  getWorkflow: calls.getWorkflow,
  getTranscription: calls.getTranscription,
  uploadTranscriptFile: calls.upload,
  downloadSubtitles: calls.download,
}));

const detail = (over: Partial<WorkflowDetail> = {}) =>
  ({
    id: 'w1',
    title: 'Air filter',
    languageCode: 'en',
    speechStatus: 'not configured',
    steps: [],
    transcriptions: [],
    ...over,
  }) as unknown as WorkflowDetail;

const transcript: TranscriptionView = {
  id: 't1',
  workflowId: 'w1',
  languageCode: 'en',
  sentences: [
    { sentence: 'Open it.', startTime: 1, endTime: 2 },
    { sentence: 'Close it.', startTime: 3, endTime: 4 },
  ],
  source: 'author',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const transcribed = detail({
  speechStatus: 'completed',
  transcriptions: [{ id: 't1', languageCode: 'en', source: 'author' }],
});

const onSaved = vi.fn();
const open = (speechStatus = 'not configured') =>
  render(
    <TranscriptDialog
      workflowId="w1"
      title="Air filter"
      languageCode="en"
      speechStatus={speechStatus}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );

const pick = (name: string, text: string) =>
  fireEvent.change(screen.getByTestId('transcript-file'), {
    target: { files: [new File([text], name)] },
  });

describe('transcript dialog (issue 16)', () => {
  let clicked: string[];
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    onSaved.mockReset();
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:subtitles');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    // jsdom's <dialog> has no showModal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says speech-to-text is not configured, and how to configure it', async () => {
    calls.getWorkflow.mockResolvedValue(detail());
    open();
    const notice = screen.getByTestId('speech-notice');
    expect(notice.textContent).toContain('Speech-to-text is not configured');
    expect(notice.textContent).toContain('AI_BASE_URL and AI_API_KEY');
    expect(notice.textContent).toContain('WHISPER_MODEL');
    expect(
      screen.getAllByRole('status').some((e) => e.textContent?.includes('Loading the transcript')),
    ).toBe(true);
    expect((await screen.findByTestId('transcript-current')).textContent).toBe(
      'No transcript in this language yet.',
    );
    expect(screen.getByTestId('transcript-download-srt')).toHaveProperty('disabled', true);
  });

  it('uploads a .vtt file as the transcript and says so', async () => {
    calls.getWorkflow.mockResolvedValueOnce(detail()).mockResolvedValue(transcribed);
    calls.getTranscription.mockResolvedValue(transcript);
    calls.upload.mockResolvedValue(transcript);
    open();
    await screen.findByTestId('transcript-current');
    pick('captions.VTT', 'WEBVTT\n\n00:01.000 --> 00:02.000\nOpen it.\n');
    fireEvent.click(screen.getByTestId('transcript-upload'));
    await waitFor(() =>
      expect(calls.upload).toHaveBeenCalledWith({}, 'w1', {
        languageCode: 'en',
        format: 'vtt',
        content: 'WEBVTT\n\n00:01.000 --> 00:02.000\nOpen it.\n',
      }),
    );
    expect((await screen.findByText('Transcript saved: 2 sentences.')).dataset.testid).toBe(
      'transcript-status',
    );
    expect(onSaved).toHaveBeenCalledWith(transcribed);
    expect(screen.getByTestId('transcript-current').textContent).toBe(
      'The transcript has 2 sentences (written or uploaded by an author).',
    );
    // Still said: saving a transcript does not configure the server.
    expect(screen.getByTestId('speech-notice')).toBeTruthy();
  });

  it("refuses a file that is not subtitles, and shows the server's refusal with its line", async () => {
    calls.getWorkflow.mockResolvedValue(detail());
    open();
    await screen.findByTestId('transcript-current');
    pick('notes.txt', 'just words');
    fireEvent.click(screen.getByTestId('transcript-upload'));
    expect((await screen.findByTestId('transcript-error')).textContent).toBe(
      'Choose a .srt or .vtt file.',
    );
    expect(calls.upload).not.toHaveBeenCalled();

    calls.upload.mockRejectedValue(
      new Error(
        'body.content: this SubRip file cannot be read: line 6: the cue ends before it starts',
      ),
    );
    pick('a.srt', '1\n00:00:01,000 --> 00:00:02,000\nx\n');
    fireEvent.click(screen.getByTestId('transcript-upload'));
    await waitFor(() =>
      expect(screen.getByTestId('transcript-error').textContent).toContain(
        'line 6: the cue ends before it starts',
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves typed text as plain text; empty text is not sent', async () => {
    calls.getWorkflow.mockResolvedValueOnce(detail()).mockResolvedValue(transcribed);
    calls.getTranscription.mockResolvedValue(transcript);
    calls.upload.mockResolvedValue(transcript);
    open();
    await screen.findByTestId('transcript-current');
    fireEvent.click(screen.getByTestId('transcript-save'));
    expect((await screen.findByTestId('transcript-error')).textContent).toBe(
      'Type or paste some text first.',
    );
    fireEvent.change(screen.getByLabelText('Transcript text'), {
      target: { value: 'Open it.\n\nClose it.' },
    });
    fireEvent.click(screen.getByTestId('transcript-save'));
    await waitFor(() =>
      expect(calls.upload).toHaveBeenCalledWith({}, 'w1', {
        languageCode: 'en',
        format: 'text',
        content: 'Open it.\n\nClose it.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Transcript text')).toHaveProperty('value', ''),
    );
  });

  it('downloads the subtitles in either format, named after the workflow', async () => {
    calls.getWorkflow.mockResolvedValue(transcribed);
    calls.getTranscription.mockResolvedValue(transcript);
    calls.download.mockResolvedValue({ text: 'WEBVTT\n', format: 'vtt', mediaType: 'text/vtt' });
    open('completed');
    expect(screen.queryByTestId('speech-notice')).toBeNull();
    const button = await screen.findByTestId('transcript-download-vtt');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toEqual(['Air-filter.en.vtt']));
    expect(calls.download).toHaveBeenCalledWith({}, 'w1', { format: 'vtt', languageCode: 'en' });
  });

  it('names files as the server does', () => {
    expect(subtitleFileName('Ölwechsel: Schritt 1/2', 'de', 'srt')).toBe(
      'Ölwechsel-Schritt-1-2.de.srt',
    );
    expect(subtitleFileName('***', 'en', 'vtt')).toBe('transcript.en.vtt');
  });
});
