import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Exportar como SCORM',
  'scorm.dialogTitle': 'Exportar “{title}” como SCORM',
  'scorm.intro':
    'El paquete reproduce este flujo de trabajo desde este servidor, así que los cambios posteriores llegan a los alumnos sin volver a importarlo.',
  'scorm.standard': 'Estándar de aprendizaje',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4.ª edición)',
  'scorm.resolution': 'Calidad de video',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Este flujo de trabajo no está publicado: su exportación termina en error hasta que lo publiques y lo reintentes.',
  'scorm.export': 'Exportar',
  'scorm.status.pending': 'En espera',
  'scorm.status.processing': 'Preparando',
  'scorm.status.finished': 'Terminada',
  'scorm.status.error': 'Error',
  'scorm.notReady': 'Se está preparando el paquete…',
  'scorm.ready': 'El paquete está listo.',
  'scorm.download': 'Descargar',
  'scorm.downloadOf': 'Descargar la exportación del {date}',
  'scorm.retry': 'Reintentar',
  'scorm.retryOf': 'Reintentar la exportación del {date}',
  'scorm.history': 'Historial de exportaciones SCORM',
  'scorm.history.scope':
    'Los administradores ven todas las exportaciones de la organización; los publicadores, las suyas.',
  'scorm.history.loading': 'Cargando las exportaciones…',
  'scorm.history.empty': 'Aún no hay exportaciones SCORM.',
  'scorm.history.filter': 'Tipo de exportación',
  'scorm.history.allTypes': 'Todos los tipos',
  'scorm.history.date': 'Fecha',
  'scorm.history.type': 'Tipo',
  'scorm.history.workflows': 'Flujos de trabajo',
  'scorm.history.status': 'Estado',
  'scorm.history.actions': 'Acciones',
  'scorm.history.unavailable': 'Flujo de trabajo no disponible ({id})',
} satisfies Translation<typeof scorm>;
