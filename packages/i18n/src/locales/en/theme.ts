/** Theme names and the theme switch (000 §1: light and dark, dark by default). */
export default {
  'theme.switchToLight': 'Switch to the light theme',
  'theme.switchToDark': 'Switch to the dark theme',
  'theme.label': 'Theme',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
} as const;
