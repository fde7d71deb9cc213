import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'L’accès depuis ce réseau est restreint',
  'session.ipCheckFailed':
    'Impossible de vérifier si votre réseau est autorisé. Veuillez réessayer.',
  'session.forbiddenAccountTitle': 'Ce compte ne peut pas se connecter ici',
  'session.forbiddenAccount':
    'Les comptes de cette génération d’organisation ne sont pas pris en charge. Vous allez être déconnecté.',
  'session.consentsTitle': 'Veuillez lire et accepter',
  'session.consentAgree': 'Accepter',
  'session.consentDecline': 'Refuser',
  'session.consentMandatory': 'Obligatoire',
  'session.consentMandatoryRefused': 'Vous devez accepter pour continuer à utiliser Stepwise.',
  'session.idleLoggedOut': 'Vous avez été déconnecté après une période d’inactivité.',
} satisfies Translation<typeof session>;
