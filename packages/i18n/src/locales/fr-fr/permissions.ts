import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Autorisations',
  'permissions.intro':
    'Paramètres de l’organisation pour le partage, les téléchargements, les sessions et l’intégration. La restriction IP a sa propre page.',
  'permissions.loading': 'Chargement des autorisations…',
  'permissions.loadFailed': 'Les autorisations n’ont pas pu être chargées.',
  'permissions.sharing': 'Partage et téléchargements',
  'permissions.disablePublicLinks': 'Désactiver les liens publics',
  'permissions.disablePublicLinksHint':
    'Personne ne peut partager de contenu par un lien accessible sans connexion.',
  'permissions.disableDownloads': 'Désactiver les téléchargements',
  'permissions.disableDownloadsHint':
    'Personne ne peut télécharger les vidéos ni leurs pièces jointes.',
  'permissions.session': 'Sessions',
  'permissions.autoLogout': 'Déconnecter automatiquement après une inactivité',
  'permissions.autoLogoutTimeout': 'Inactivité avant la déconnexion (minutes)',
  'permissions.timeoutRange': 'Saisissez un nombre entier de minutes entre {min} et {max}.',
  'permissions.origins': 'Sites autorisés à intégrer le lecteur',
  'permissions.originsHint':
    'Les pages de ces origines peuvent piloter le lecteur dans un iframe. Une origine comprend http ou https, un hôte et éventuellement un port, sans chemin : par exemple https://lms.example.com.',
  'permissions.originsEmpty':
    'Aucun site n’est encore autorisé : seul ce portail pilote son lecteur.',
  'permissions.originsCount': '{count} origines sur {max}',
  'permissions.newOrigin': 'Origine à autoriser',
  'permissions.addOrigin': 'Ajouter',
  'permissions.remove': 'Supprimer',
  'permissions.removeOrigin': 'Supprimer {origin}',
  'permissions.originAdded': '{origin} ajoutée. Enregistrez pour appliquer.',
  'permissions.originRemoved': '{origin} supprimée. Enregistrez pour appliquer.',
  'permissions.origin.empty': 'Saisissez une origine à ajouter.',
  'permissions.origin.invalid':
    'Ce n’est pas une origine. Utilisez http:// ou https://, un hôte et éventuellement un port, sans chemin : par exemple https://lms.example.com.',
  'permissions.origin.duplicate': 'Cette origine est déjà dans la liste.',
  'permissions.origin.tooMany':
    'La liste est pleine : {max} origines au maximum. Supprimez-en une d’abord.',
  'permissions.origin.storedInvalid': 'Origine non valide : supprimez-la avant d’enregistrer.',
  'permissions.saveFailed': 'Les autorisations n’ont pas pu être enregistrées.',
  'permissions.saved': 'Les autorisations sont enregistrées.',
  'permissions.saving': 'Enregistrement…',
  'permissions.discard': 'Annuler les modifications',
} satisfies Translation<typeof permissions>;
