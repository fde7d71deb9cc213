/**
 * The pattern for every namespace file: a flat object whose keys start with the namespace
 * (`common.`), English text, `{name}` placeholders, `as const`. Other languages have a file of
 * the same name typed `satisfies Translation<typeof common>` (see ../ja-jp/common.ts), and each
 * language's index.ts imports it with one line.
 */
export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.confirm': 'Confirm',
  'common.errorTitle': 'Something went wrong',
  'common.notFound': 'This page does not exist.',
} as const;
