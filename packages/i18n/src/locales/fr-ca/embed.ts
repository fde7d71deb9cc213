import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Intégrer',
  'embed.title': 'Intégrer {title}',
  'embed.scriptLabel': 'Balise script : le lecteur dans votre page',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Contrôler l’iframe depuis votre page (SDK JavaScript)',
  'embed.copy': 'Copier le code',
  'embed.copied': 'Copié',
  'embed.publicHint': 'Le lien public est activé : ces extraits sont lus pour tout le monde.',
  'embed.signedInHint':
    'Le lien public est désactivé : ces extraits sont lus seulement pour les personnes connectées à Stepwise. Activez le lien public dans Partager pour intégrer pour tout le monde.',
  'embed.originsNote':
    'Une page qui contrôle le lecteur avec le SDK doit figurer dans la liste des origines autorisées de votre organisation.',
  'embed.originsLink': 'Paramètres des origines autorisées',
} satisfies Translation<typeof embed>;
