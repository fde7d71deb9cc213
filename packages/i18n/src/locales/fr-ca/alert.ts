import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': "Une erreur inattendue s'est produite. Veuillez réessayer.",
  'alert.loginFailed': 'Échec de la connexion',
  'alert.failedToLoadContent': 'Impossible de charger le contenu.',
  'alert.emailNotRegistered': "Ce compte de courriel n'est pas inscrit auprès de {provider}.",
  'alert.invalidEmployeeId': "Numéro d'employé non valide.",
  'alert.clientKeyRequired':
    "Une clé client est requise pour se connecter avec un numéro d'employé.",
  'alert.navigationFailed': 'La navigation a échoué',
  'alert.connectionFailed': 'Impossible de joindre le serveur.',
  'alert.connectionFailedHint': 'Vérifiez votre connexion et réessayez.',
  'alert.restrictedIp': "Votre organisation n'autorise pas l'accès à partir de ce réseau.",
  'alert.offline':
    'Vous êtes hors ligne. Les modifications faites maintenant pourraient ne pas être enregistrées.',
} satisfies Translation<typeof alert>;
