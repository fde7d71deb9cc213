// The quiz's language: the shared widget language provider of @stepwise/i18n.
export { WidgetI18n as QuizI18n } from '@stepwise/i18n/react';
