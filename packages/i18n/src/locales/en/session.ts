// The signed-in session: restricted IP, consents, idle logout, refused accounts. Owned by the frame.
export default {
  'session.restrictedIpTitle': 'Access from this network is restricted',
  'session.ipCheckFailed': 'We could not check whether your network is allowed. Please try again.',
  'session.forbiddenAccountTitle': 'This account cannot sign in here',
  'session.forbiddenAccount':
    'Accounts of this organisation generation are not supported. You will be logged out.',
  'session.consentsTitle': 'Please review and accept',
  'session.consentAgree': 'Accept',
  'session.consentDecline': 'Decline',
  'session.consentMandatory': 'Required',
  'session.consentMandatoryRefused': 'You must accept this to keep using Stepwise.',
  'session.idleLoggedOut': 'You were logged out after a period of inactivity.',
} as const;
