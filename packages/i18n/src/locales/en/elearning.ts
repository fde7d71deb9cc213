// The e-learning player (/rustici, 002 §2-3): signing in with the LMS's one-time token.
export default {
  'elearning.signingIn': 'Signing you in…',
  'elearning.welcome': 'Welcome! Your course starts in a moment.',
  'elearning.noPermissionHint':
    'Open the course again from your learning platform, or ask your administrator for access.',
} as const;
