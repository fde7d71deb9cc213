import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Principal',
  'nav.home': 'Accueil',
  'nav.ownedByMe': 'Mes contenus',
  'nav.search': 'Rechercher des flux de travail',
  'nav.searchPlaceholder': 'Rechercher…',
  'nav.workspaces': 'Mes espaces de travail',
  'nav.noWorkspaces': "Vous ne faites encore partie d'aucun espace de travail.",
  'nav.notFoundTitle': 'Page introuvable',
  'nav.notFound': 'La page que vous cherchez n’existe pas.',
  'nav.forbiddenTitle': 'Accès refusé',
  'nav.forbidden': 'Vous n’avez pas l’autorisation d’ouvrir cette page.',
  'nav.goHome': 'Aller à l’accueil',
  'nav.navigationFailedHint': 'La page n’a pas pu être ouverte.',
  'nav.tryAgain': 'Réessayer',
  'nav.sharedTitle': 'Appareil partagé',
  'nav.sharedIntro':
    'Vous êtes connecté avec un compte partagé. Ouvrez le contenu voulu à partir de l’accueil ou de la recherche.',
  'nav.openHome': 'Ouvrir l’accueil',
  'nav.openSearch': 'Rechercher',
} satisfies Translation<typeof nav>;
