// Validation messages (000 §5, 002 §5): the keys are the spec's. Owned by the frame.
export default {
  'rules.required': 'This field is required.',
  'rules.noSpace': 'No spaces, please.',
  'rules.noAllSpace': 'It cannot be only spaces.',
  'rules.invalidEmail': 'Enter a valid email address.',
  'rules.max90': 'At most 90 characters.',
  'rules.invalidName': 'These characters are not allowed: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Use at least 10 characters.',
  'rules.max25': 'Use at most 25 characters.',
  'rules.validPasswordCharacters':
    'Include a digit, a lowercase letter, an uppercase letter and a special character.',
  'rules.passwordMustMatch': 'The passwords do not match.',
  'rules.pinMustMatch': 'The PINs do not match.',
} as const;
