// Choosing a PIN with a one-time setup code (issue 14): the sign-in screen's link to it and the
// /usernewpin/{account} screen (002 §2, §5).
export default {
  'pinSetup.signInLink': 'First sign-in or PIN reset? Set your PIN with a setup code',
  'pinSetup.pinOrPassword': 'PIN or password',
  'pinSetup.intro':
    'Enter the setup code your administrator gave you (or sent you by email), then choose your PIN.',
  'pinSetup.code': 'Setup code',
  'pinSetup.codeHint': '8 characters, for example K7QM-4TXP. Each code works once.',
  'pinSetup.codeFormat': 'Enter the 8 characters of your setup code.',
  'pinSetup.codeInvalid':
    'This setup code is not valid: it may be mistyped, already used or expired. Ask your administrator for a new one.',
  'pinSetup.noCode': 'No code? Only an administrator can reset a PIN; ask yours for a setup code.',
  'pinSetup.backToSignIn': 'Back to sign in',
} as const;
