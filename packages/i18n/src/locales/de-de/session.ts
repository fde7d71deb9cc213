import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'Zugriff aus diesem Netzwerk ist eingeschränkt',
  'session.ipCheckFailed':
    'Wir konnten nicht prüfen, ob Ihr Netzwerk zugelassen ist. Bitte versuchen Sie es erneut.',
  'session.forbiddenAccountTitle': 'Dieses Konto kann sich hier nicht anmelden',
  'session.forbiddenAccount':
    'Konten dieser Organisationsgeneration werden nicht unterstützt. Sie werden abgemeldet.',
  'session.consentsTitle': 'Bitte lesen und zustimmen',
  'session.consentAgree': 'Zustimmen',
  'session.consentDecline': 'Ablehnen',
  'session.consentMandatory': 'Erforderlich',
  'session.consentMandatoryRefused': 'Sie müssen zustimmen, um Stepwise weiter zu nutzen.',
  'session.idleLoggedOut': 'Sie wurden nach längerer Inaktivität abgemeldet.',
} satisfies Translation<typeof session>;
