import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Cargando…',
  'common.retry': 'Intentar de nuevo',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.save': 'Guardar',
  'common.confirm': 'Confirmar',
  'common.errorTitle': 'Algo salió mal',
  'common.notFound': 'Esta página no existe.',
} satisfies Translation<typeof common>;
