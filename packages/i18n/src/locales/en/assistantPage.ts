// The portal's assistant pages (/maven, /smart-assist; 000 §2) and the player's Q&A tab (002 §2).
// The widget's own text is in assistant.ts.
export default {
  'assistantPage.intro':
    'Ask how to do something. Each answer points to the step and the moment in the video that shows it.',
  'assistantPage.loadFailed': 'The assistant could not be loaded.',
  'assistantPage.reload': 'Reload',
  'assistantPage.qnaIntro':
    'Ask about this workflow. Each answer points to the step and the moment in the video.',
} as const;
