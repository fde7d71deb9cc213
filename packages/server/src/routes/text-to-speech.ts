/**
 * Text to speech, saved voice-overs and recordings (issue 22; 001 §7): the provider's voices,
 * generation as durable jobs with reuse, polling, histories and recorded clips. The provider is
 * resolved once per server from its configuration (ai/tts/text-to-speech.ts); without one the
 * voices say why and generation answers 409 with that reason, queueing nothing. Answers in
 * core's route table (route-answers.schema.ts).
 */
import { z } from 'zod';
import {
  idSchema,
  textToSpeechAudioListSchema,
  textToSpeechGeneratedSchema,
  textToSpeechGenerateSchema,
  textToSpeechHistoryAnswerSchema,
  textToSpeechHistoryCreateSchema,
  textToSpeechHistoryListSchema,
  textToSpeechHistoryQuerySchema,
  textToSpeechIdsQuerySchema,
  ttsVoicesAnswerSchema,
  voiceRecordingAnswerSchema,
  voiceRecordingCreateSchema,
} from '@stepwise/core';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../services.js';
import { textToSpeechOnce, ttsEnvOf } from '../ai/tts/text-to-speech.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { mediaUrlSigner } from '../domain/media-urls.js';
import { forbidden } from '../domain/errors.js';
import { audioByIds, audioView, generateSpeech, voicesAnswer } from '../domain/text-to-speech.js';
import { historyView, listHistories, saveHistory } from '../domain/voice-over-histories.js';
import { addVoiceRecording } from '../domain/voice-recordings.js';
import { mayUpload } from '../uploads/uploads.js';

const TAGS = ['voice-over'];
const params = z.object({ id: idSchema });
const SAMPLE_VOICE = 'espeak-ng:en-us+f3';

export function registerTextToSpeechRoutes(app: ZodApp): void {
  const { services } = app;
  const provider = textToSpeechOnce(ttsEnvOf(services.config));
  const signer = (req: FastifyRequest) => mediaUrlSigner(services, { origin: requestOrigin(req) });

  app.get(
    '/v1/text-2-speech/voices',
    {
      config: { orgData: false, sample: () => ({}) },
      schema: {
        tags: TAGS,
        summary: "The text-to-speech provider's voices, or why there is none (creators)",
        response: wrapped(ttsVoicesAnswerSchema),
      },
    },
    async (req) => {
      // Viewers make no voice-overs: the list is for those who may author somewhere.
      if (!mayUpload(callerOf(req))) throw forbidden('Only creators may voice workflows');
      return ok(voicesAnswer(await provider()));
    },
  );

  app.post(
    '/v1/workflows/:id/text-2-speech',
    {
      config: {
        orgData: true,
        rateLimits: ['voiceOver'],
        sample: (f) => ({
          params: { id: f.workflowId! },
          body: {
            languageCode: 'en',
            items: [{ text: 'Fit the red bracket.', voice: SAMPLE_VOICE, rate: 1 }],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          'Voice blocks (durable jobs): unchanged text, voice and rate reuse their audio; 409 not-configured queues nothing',
        params,
        body: textToSpeechGenerateSchema,
        response: wrapped(textToSpeechGeneratedSchema),
      },
    },
    async (req) => {
      const { rows, queued, reused } = await generateSpeech(
        callerOf(req),
        provider,
        req.params.id,
        req.body,
      );
      const sign = signer(req);
      return ok({ items: rows.map((r) => audioView(r, sign)), queued, reused });
    },
  );

  app.get(
    '/v1/text-2-speech',
    {
      config: { orgData: true, sample: (f) => ({ query: { ids: f.uniq! } }) },
      schema: {
        tags: TAGS,
        summary: 'Audio by id (to poll PENDING / PROCESSING); unknown ids are left out',
        querystring: textToSpeechIdsQuerySchema,
        response: wrapped(textToSpeechAudioListSchema),
      },
    },
    async (req) => {
      const rows = await audioByIds(callerOf(req), req.query.ids);
      const sign = signer(req);
      return ok({ items: rows.map((r) => audioView(r, sign)) });
    },
  );

  app.post(
    '/v1/text-2-speech-histories',
    {
      config: {
        orgData: true,
        sample: (f) => ({
          body: {
            workflowId: f.workflowId!,
            languageCode: 'en',
            voice: SAMPLE_VOICE,
            globalSpeed: 1,
            blocks: [
              {
                key: 'b1',
                text2SpeechId: null,
                text: 'Fit the red bracket.',
                startTime: 0,
                endTime: 2,
                voice: SAMPLE_VOICE,
              },
            ],
          },
        }),
      },
      schema: {
        tags: TAGS,
        summary: "Save one language's voice-over blocks (audio must be this workflow's)",
        body: textToSpeechHistoryCreateSchema,
        response: wrapped(textToSpeechHistoryAnswerSchema),
      },
    },
    async (req) => ok({ item: historyView(await saveHistory(callerOf(req), req.body)) }),
  );

  app.get(
    '/v1/workflows/:id/text-2-speech-histories',
    {
      config: {
        orgData: true,
        sample: (f) => ({ params: { id: f.workflowId! }, query: { languageCode: 'en' } }),
      },
      schema: {
        tags: TAGS,
        summary: 'Saved voice-overs, newest first (of one language when asked)',
        params,
        querystring: textToSpeechHistoryQuerySchema,
        response: wrapped(textToSpeechHistoryListSchema),
      },
    },
    async (req) => {
      const rows = await listHistories(callerOf(req), req.params.id, req.query);
      return ok({ items: rows.map(historyView) });
    },
  );

  app.post(
    '/v1/workflows/:id/voice-over-recordings',
    {
      config: {
        orgData: true,
        rateLimits: ['voiceOver'],
        sample: (f) => ({
          params: { id: f.workflowId! },
          body: { uploadId: f.uploadId!, languageCode: 'en', label: 'Intro' },
        }),
      },
      schema: {
        tags: TAGS,
        summary:
          'A finished upload of recorded audio (webm/ogg/mp4/wav/mpeg, 20 MB) becomes COMPLETED audio; 422 otherwise',
        params,
        body: voiceRecordingCreateSchema,
        response: wrapped(voiceRecordingAnswerSchema),
      },
    },
    async (req) => {
      const row = await addVoiceRecording(callerOf(req), services.storage, req.params.id, req.body);
      return ok({ item: audioView(row, signer(req)) });
    },
  );
}
