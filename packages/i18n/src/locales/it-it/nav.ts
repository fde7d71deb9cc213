import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Principale',
  'nav.home': 'Home',
  'nav.ownedByMe': 'Di mia proprietà',
  'nav.search': 'Cerca flussi di lavoro',
  'nav.searchPlaceholder': 'Cerca…',
  'nav.workspaces': 'Le mie aree di lavoro',
  'nav.noWorkspaces': "Non fai ancora parte di nessun'area di lavoro.",
  'nav.notFoundTitle': 'Pagina non trovata',
  'nav.notFound': 'La pagina che cerchi non esiste.',
  'nav.forbiddenTitle': 'Accesso negato',
  'nav.forbidden': 'Non hai l’autorizzazione per aprire questa pagina.',
  'nav.goHome': 'Vai alla home',
  'nav.navigationFailedHint': 'Impossibile aprire la pagina.',
  'nav.tryAgain': 'Riprova',
  'nav.sharedTitle': 'Dispositivo condiviso',
  'nav.sharedIntro':
    'Hai effettuato l’accesso con un account condiviso. Apri i contenuti che ti servono dalla home o dalla ricerca.',
  'nav.openHome': 'Apri la home',
  'nav.openSearch': 'Cerca',
} satisfies Translation<typeof nav>;
