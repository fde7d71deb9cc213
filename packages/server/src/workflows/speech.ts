/**
 * What the workflow job needs from a speech-to-text provider (src/ai/ resolves one from the
 * environment). Kept as a local shape so this job does not depend on how providers are built.
 */
export interface SpeechSentence {
  sentence: string;
  startTime: number;
  endTime: number;
  words?: { word: string; startTime: number; endTime: number }[];
}

export interface SpeechToTextProvider {
  kind: string;
  transcribe(
    audioFile: string,
    opts: { languageCode: string; signal: AbortSignal },
  ): Promise<{ languageCode: string; sentences: SpeechSentence[] }>;
}

export interface SpeechToTextNotConfigured {
  kind: 'not-configured';
  reason: string;
}

export type SpeechToTextChoice = SpeechToTextProvider | SpeechToTextNotConfigured;

export const speechNotConfigured = (reason: string): SpeechToTextNotConfigured => ({
  kind: 'not-configured',
  reason,
});

export function isSpeechConfigured(choice: SpeechToTextChoice): choice is SpeechToTextProvider {
  return choice.kind !== 'not-configured' && 'transcribe' in choice;
}
