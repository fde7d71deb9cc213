import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Sedang masuk…',
  'elearning.welcome': 'Selamat datang! Kursus Anda segera dimulai.',
  'elearning.noPermissionHint':
    'Buka kembali kursus dari platform pembelajaran Anda, atau minta akses kepada administrator Anda.',
} satisfies Translation<typeof elearning>;
