import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Buscar',
  'search.label': 'Busca flujos de trabajo y lo que se dice en ellos',
  'search.results': 'Resultados de “{keyword}”',
  'search.empty': 'No se encontró nada para “{keyword}”.',
  'search.prompt': 'Escribe una palabra que se diga o esté escrita en un flujo de trabajo.',
  'search.matches': 'Pasos que coinciden',
  'search.step': 'Paso en {time}',
  'search.openAt': 'Abrir {title} en {time}: {step}',
} satisfies Translation<typeof search>;
