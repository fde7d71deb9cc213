import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Cari',
  'search.label': 'Cari alur kerja dan apa yang diucapkan di dalamnya',
  'search.results': 'Hasil untuk “{keyword}”',
  'search.empty': 'Tidak ada hasil untuk “{keyword}”.',
  'search.prompt': 'Ketik kata yang diucapkan atau tertulis dalam alur kerja.',
  'search.matches': 'Langkah yang cocok',
  'search.step': 'Langkah pada {time}',
  'search.openAt': 'Buka {title} pada {time}: {step}',
} satisfies Translation<typeof search>;
