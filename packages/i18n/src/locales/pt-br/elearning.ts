import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Entrando…',
  'elearning.welcome': 'Boas-vindas! Seu curso começa em instantes.',
  'elearning.noPermissionHint':
    'Abra o curso novamente pela sua plataforma de aprendizagem ou peça acesso ao seu administrador.',
} satisfies Translation<typeof elearning>;
