/** The player's AI summary and SOP tabs (002 §2-3). */
export default {
  'summary.highlights': 'Highlights',
  'summary.contents': 'Step by step',
  'summary.playFrom': 'Play from {time}',
  'summary.sopStep': 'Step {step}',
  'summary.sopTool': 'Tool',
  'summary.sopSafety': 'Safety or warning',
} as const;
