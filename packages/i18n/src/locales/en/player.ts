export default {
  'player.steps': 'Steps',
  'player.step': 'Step {number}',
  'player.video': 'Video of {title}',
  'player.noVideo': 'This workflow has no playable video yet.',
  'player.hlsUnsupported': 'This browser cannot play this video.',
} as const;
