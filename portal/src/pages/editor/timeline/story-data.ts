// Fake edit states for the editor's stories: an original of `duration` seconds in steps of
// `stepSeconds`, a sentence every few seconds, and an imageMap of coloured SVG thumbnails (no
// server, no video).
import {
  applySegment,
  baseEditState,
  isRefused,
  timelineDuration,
  timelineSentences,
  timelineSteps,
  type EditSegment,
  type EditState,
} from '@stepwise/core';

const thumbnail = (second: number) => {
  const hue = (second * 37) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90">` +
    `<rect width="160" height="90" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="8" y="52" font-size="28" fill="white">${second}s</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

export function storyImageMap(duration: number): Record<string, string> {
  const map: Record<string, string> = {};
  for (let s = 0; s < duration; s += 1) map[String(s)] = thumbnail(s);
  return map;
}

export function storyState(duration: number, stepSeconds: number, ...edits: EditSegment[]) {
  const steps = Array.from({ length: Math.ceil(duration / stepSeconds) }, (_, i) => ({
    id: `step${i + 1}`,
    title: `Step ${i + 1}: ${['Pick the bracket', 'Hold it to the frame', 'Insert the bolts', 'Tighten', 'Check the torque'][i % 5]}`,
    startTime: i * stepSeconds,
    endTime: Math.min(duration, (i + 1) * stepSeconds),
  }));
  const sentences = Array.from({ length: Math.floor(duration / 5) }, (_, i) => ({
    sentence: `Sentence ${i + 1} of the narration.`,
    startTime: i * 5 + 0.5,
    endTime: i * 5 + 4,
  }));
  let state: EditState = baseEditState({ steps, sentences });
  for (const edit of edits) {
    const next = applySegment(state, edit);
    if (!isRefused(next)) state = next;
  }
  return {
    state,
    steps: timelineSteps(state),
    sentences: timelineSentences(state),
    duration: timelineDuration(state),
  };
}
