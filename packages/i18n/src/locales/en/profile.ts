/** The /UserProfile screen: name, language, theme, password. */
export default {
  'profile.title': 'My profile',
  'profile.nameSection': 'Name',
  'profile.displayName': 'Display name',
  'profile.email': 'Email',
  'profile.employeeId': 'Employee ID',
  'profile.saved': 'Saved.',
  'profile.preferences': 'Preferences',
  'profile.language': 'Language',
  'profile.passwordSection': 'Change password',
  'profile.currentPassword': 'Current password',
  'profile.newPassword': 'New password',
  'profile.confirmPassword': 'Confirm new password',
  'profile.changePassword': 'Change password',
  'profile.passwordChanged': 'Your password has been changed.',
} as const;
