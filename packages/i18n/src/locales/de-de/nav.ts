import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Hauptmenü',
  'nav.home': 'Startseite',
  'nav.ownedByMe': 'Meine Inhalte',
  'nav.search': 'Workflows durchsuchen',
  'nav.searchPlaceholder': 'Suchen…',
  'nav.workspaces': 'Meine Arbeitsbereiche',
  'nav.noWorkspaces': 'Sie sind noch in keinem Arbeitsbereich.',
  'nav.notFoundTitle': 'Seite nicht gefunden',
  'nav.notFound': 'Die gesuchte Seite gibt es nicht.',
  'nav.forbiddenTitle': 'Kein Zugriff',
  'nav.forbidden': 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
  'nav.goHome': 'Zur Startseite',
  'nav.navigationFailedHint': 'Die Seite konnte nicht geöffnet werden.',
  'nav.tryAgain': 'Erneut versuchen',
  'nav.sharedTitle': 'Gemeinsam genutztes Gerät',
  'nav.sharedIntro':
    'Sie sind mit einem gemeinsam genutzten Konto angemeldet. Öffnen Sie die benötigten Inhalte über die Startseite oder die Suche.',
  'nav.openHome': 'Startseite öffnen',
  'nav.openSearch': 'Suchen',
} satisfies Translation<typeof nav>;
