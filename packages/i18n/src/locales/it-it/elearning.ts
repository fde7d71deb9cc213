import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Accesso in corso…',
  'elearning.welcome': 'Benvenuto! Il tuo corso inizia tra un momento.',
  'elearning.noPermissionHint':
    'Apri di nuovo il corso dalla tua piattaforma di apprendimento o chiedi l’accesso al tuo amministratore.',
} satisfies Translation<typeof elearning>;
