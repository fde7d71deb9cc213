/**
 * The 60 s test video of the end-to-end tests: four hard-cut scenes (cuts at 12, 27 and 41 s)
 * and one spoken instruction inside each scene, with pauses between them. Solid scenes alternate
 * dark and bright: scene detection scores mostly brightness, and two colours of equal luma (a
 * mid red and a mid blue) would read as one scene. The moving test pattern makes the file about
 * 14 MB, so the upload has several 2 MB parts in flight.
 * The transcription stand-in answers with exactly these sentences at the times the generator
 * reports, as a real recogniser would hear them.
 */
import type { TestScene, TestSpeech } from '@stepwise/server/media';

export const TEST_VIDEO_SCENES: readonly TestScene[] = [
  { seconds: 12, color: '0x0d1b4c', text: 'Step 1 - Pick' },
  { seconds: 15, pattern: 'testsrc2', text: 'Step 2 - Hold' },
  { seconds: 14, color: '0x7a0019', text: 'Step 3 - Bolt' },
  { seconds: 19, color: '0xd8f3ff', text: 'Step 4 - Check' },
];

export const TEST_VIDEO_SPEECH: readonly TestSpeech[] = [
  { atSeconds: 2, text: 'Take a bracket from the red bin.' },
  { atSeconds: 14, text: 'Hold the bracket against the frame.' },
  { atSeconds: 29, text: 'Insert four bolts and tighten them.' },
  { atSeconds: 43, text: 'Check the torque marking on each bolt.' },
];

/** A word said only in the last scene, for the search test. */
export const SPOKEN_SEARCH_WORD = 'torque';

/** A short moving pattern: about 5 MB, so three parts, two of them full. */
export const SHORT_CLIP_SCENES: readonly TestScene[] = [{ seconds: 6, pattern: 'testsrc2' }];
