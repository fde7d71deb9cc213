import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Connexion en cours…',
  'elearning.welcome': 'Bienvenue ! Votre cours commence dans un instant.',
  'elearning.noPermissionHint':
    'Ouvrez de nouveau le cours depuis votre plateforme d’apprentissage ou demandez l’accès à votre administrateur.',
} satisfies Translation<typeof elearning>;
