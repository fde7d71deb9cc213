export default {
  'search.title': 'Search',
  'search.label': 'Search workflows and what is said in them',
  'search.results': 'Results for “{keyword}”',
  'search.empty': 'Nothing found for “{keyword}”.',
  'search.prompt': 'Type a word that is said or written in a workflow.',
  'search.matches': 'Matching steps',
  'search.step': 'Step at {time}',
  'search.openAt': 'Open {title} at {time}: {step}',
} as const;
