/**
 * /editor/{workflowId}/voice-over (issue 22; 001 §2 voice-over block editor, recording and
 * dubbing panels): placeholder until the voice-over editor lands.
 */
export function VoiceOverPage() {
  return <div data-testid="voice-over-page" />;
}
