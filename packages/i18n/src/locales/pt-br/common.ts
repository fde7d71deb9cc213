import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Carregando…',
  'common.retry': 'Tentar novamente',
  'common.close': 'Fechar',
  'common.cancel': 'Cancelar',
  'common.save': 'Salvar',
  'common.confirm': 'Confirmar',
  'common.errorTitle': 'Algo deu errado',
  'common.notFound': 'Esta página não existe.',
} satisfies Translation<typeof common>;
