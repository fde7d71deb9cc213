// The share dialog (001 §7 content shares): public link on / off and its copy button.
export default {
  'share.tool': 'Share',
  'share.title': 'Share {title}',
  'share.loading': 'Loading the sharing settings…',
  'share.accessLabel': 'Access outside the organisation',
  'share.access.none': 'No outside access',
  'share.access.restricted': 'Restricted to domains and e-mails',
  'share.access.public': 'Anyone with the link',
  'share.access.password': 'Password protected',
  'share.publicToggle': 'Public link',
  'share.publicHint': 'Anyone with the link can watch this workflow without signing in.',
  'share.notAllowed': 'Your organisation does not allow public links.',
  'share.linkLabel': 'Link to share',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied',
  'share.copyFailed': 'Could not copy. Select the link and copy it yourself.',
  'share.saved': 'Saved',
} as const;
