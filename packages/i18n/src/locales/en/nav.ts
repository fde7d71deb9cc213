// Navigation: the 404, 403 and error routes, the shared-account landing. Owned by the frame.
export default {
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.ownedByMe': 'Owned by me',
  'nav.search': 'Search workflows',
  'nav.searchPlaceholder': 'Search…',
  'nav.workspaces': 'My workspaces',
  'nav.noWorkspaces': 'You are not in any workspace yet.',
  'nav.notFoundTitle': 'Page not found',
  'nav.notFound': 'The page you are looking for does not exist.',
  'nav.forbiddenTitle': 'No access',
  'nav.forbidden': 'You do not have permission to open this page.',
  'nav.goHome': 'Go to home',
  'nav.navigationFailedHint': 'The page could not be opened.',
  'nav.tryAgain': 'Try again',
  'nav.sharedTitle': 'Shared device',
  'nav.sharedIntro':
    'You are signed in with a shared account. Open the content you need from home or search.',
  'nav.openHome': 'Open home',
  'nav.openSearch': 'Search',
} as const;
