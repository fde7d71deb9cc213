import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'L’accesso da questa rete è limitato',
  'session.ipCheckFailed': 'Impossibile verificare se la tua rete è consentita. Riprova.',
  'session.forbiddenAccountTitle': 'Questo account non può accedere qui',
  'session.forbiddenAccount':
    'Gli account di questa generazione di organizzazione non sono supportati. Verrai disconnesso.',
  'session.consentsTitle': 'Leggi e accetta',
  'session.consentAgree': 'Accetta',
  'session.consentDecline': 'Rifiuta',
  'session.consentMandatory': 'Obbligatorio',
  'session.consentMandatoryRefused': 'Devi accettare per continuare a usare Stepwise.',
  'session.idleLoggedOut': 'Sei stato disconnesso dopo un periodo di inattività.',
} satisfies Translation<typeof session>;
