import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'Iniciando sesión…',
  'elearning.welcome': '¡Bienvenido! Tu curso comienza en un momento.',
  'elearning.noPermissionHint':
    'Abre el curso de nuevo desde tu plataforma de aprendizaje o pide acceso a tu administrador.',
} satisfies Translation<typeof elearning>;
