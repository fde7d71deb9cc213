import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Partager',
  'share.title': 'Partager {title}',
  'share.loading': 'Chargement des paramètres de partage…',
  'share.accessLabel': "Accès hors de l'organisation",
  'share.access.none': 'Aucun accès externe',
  'share.access.restricted': 'Limité à des domaines et adresses e-mail',
  'share.access.public': 'Toute personne disposant du lien',
  'share.access.password': 'Protégé par mot de passe',
  'share.publicToggle': 'Lien public',
  'share.publicHint':
    'Toute personne disposant du lien peut regarder ce workflow sans se connecter.',
  'share.notAllowed': 'Votre organisation n’autorise pas les liens publics.',
  'share.linkLabel': 'Lien à partager',
  'share.copy': 'Copier le lien',
  'share.copied': 'Lien copié',
  'share.copyFailed': 'Copie impossible. Sélectionnez le lien et copiez-le vous-même.',
  'share.saved': 'Enregistré',
} satisfies Translation<typeof share>;
