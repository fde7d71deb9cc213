import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Recherche',
  'search.label': 'Rechercher dans les flux de travail et ce qui y est dit',
  'search.results': 'Résultats pour « {keyword} »',
  'search.empty': 'Aucun résultat pour « {keyword} ».',
  'search.prompt': 'Saisissez un mot prononcé ou écrit dans un flux de travail.',
  'search.matches': 'Étapes correspondantes',
  'search.step': 'Étape à {time}',
  'search.openAt': 'Ouvrir {title} à {time} : {step}',
} satisfies Translation<typeof search>;
