// Alerts and failure messages shared by every screen (000 §8).
export default {
  'alert.unexpectedError': 'Something unexpected happened. Please try again.',
  'alert.loginFailed': 'Login failed',
  'alert.failedToLoadContent': 'Failed to load content.',
  'alert.emailNotRegistered': 'This email account is not registered with {provider}.',
  'alert.invalidEmployeeId': 'Invalid employee ID.',
  'alert.clientKeyRequired': 'A client key is required for employee ID login.',
  'alert.navigationFailed': 'Navigation failed',
  'alert.connectionFailed': 'Could not reach the server.',
  'alert.connectionFailedHint': 'Check your connection and try again.',
  'alert.restrictedIp': 'Your organisation does not allow access from this network.',
  'alert.offline': 'You are offline. Changes you make now may not be saved.',
} as const;
