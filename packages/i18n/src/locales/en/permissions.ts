/** The customised permissions page (/admin/setting/permissions; 000 §3, issue 6). */
export default {
  'permissions.title': 'Permissions',
  'permissions.intro':
    'Organisation-wide settings for sharing, downloads, sessions and embedding. IP restriction has its own page.',
  'permissions.loading': 'Loading the permissions…',
  'permissions.loadFailed': 'The permissions could not be loaded.',
  'permissions.sharing': 'Sharing and downloads',
  'permissions.disablePublicLinks': 'Disable public links',
  'permissions.disablePublicLinksHint':
    'Nobody can share content through a link that works without signing in.',
  'permissions.disableDownloads': 'Disable downloads',
  'permissions.disableDownloadsHint': 'Nobody can download videos or their attachments.',
  'permissions.session': 'Sessions',
  'permissions.autoLogout': 'Sign out automatically after inactivity',
  'permissions.autoLogoutTimeout': 'Inactivity before signing out (minutes)',
  'permissions.timeoutRange': 'Enter whole minutes from {min} to {max}.',
  'permissions.origins': 'Sites allowed to embed the player',
  'permissions.originsHint':
    'Pages on these origins may control the player in an iframe. An origin is http or https, a host and an optional port, with no path: for example https://lms.example.com.',
  'permissions.originsEmpty': 'No site is allowed yet: only this portal controls its player.',
  'permissions.originsCount': '{count} of {max} origins',
  'permissions.newOrigin': 'Origin to allow',
  'permissions.addOrigin': 'Add',
  'permissions.remove': 'Remove',
  'permissions.removeOrigin': 'Remove {origin}',
  'permissions.originAdded': '{origin} added. Save to apply.',
  'permissions.originRemoved': '{origin} removed. Save to apply.',
  'permissions.origin.empty': 'Enter an origin to add.',
  'permissions.origin.invalid':
    'This is not an origin. Use http:// or https://, a host and an optional port, with no path: for example https://lms.example.com.',
  'permissions.origin.duplicate': 'This origin is already in the list.',
  'permissions.origin.tooMany': 'The list is full: at most {max} origins. Remove one first.',
  'permissions.origin.storedInvalid': 'Not a valid origin: remove it before saving.',
  'permissions.saveFailed': 'The permissions could not be saved.',
  'permissions.saved': 'The permissions are saved.',
  'permissions.saving': 'Saving…',
  'permissions.discard': 'Discard changes',
} as const;
