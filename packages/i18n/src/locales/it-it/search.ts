import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Cerca',
  'search.label': 'Cerca nei flussi di lavoro e in ciò che vi viene detto',
  'search.results': 'Risultati per “{keyword}”',
  'search.empty': 'Nessun risultato per “{keyword}”.',
  'search.prompt': 'Digita una parola detta o scritta in un flusso di lavoro.',
  'search.matches': 'Passaggi corrispondenti',
  'search.step': 'Passaggio a {time}',
  'search.openAt': 'Apri {title} a {time}: {step}',
} satisfies Translation<typeof search>;
