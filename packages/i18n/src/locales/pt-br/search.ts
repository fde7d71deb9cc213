import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Pesquisar',
  'search.label': 'Pesquise fluxos de trabalho e o que é dito neles',
  'search.results': 'Resultados para “{keyword}”',
  'search.empty': 'Nada encontrado para “{keyword}”.',
  'search.prompt': 'Digite uma palavra dita ou escrita em um fluxo de trabalho.',
  'search.matches': 'Etapas correspondentes',
  'search.step': 'Etapa em {time}',
  'search.openAt': 'Abrir {title} em {time}: {step}',
} satisfies Translation<typeof search>;
