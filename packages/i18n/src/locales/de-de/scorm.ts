import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Als SCORM exportieren',
  'scorm.dialogTitle': '„{title}“ als SCORM exportieren',
  'scorm.intro':
    'Das Paket spielt diesen Workflow von diesem Server ab, daher erreichen spätere Änderungen die Lernenden ohne erneuten Import.',
  'scorm.standard': 'Lernstandard',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4. Ausgabe)',
  'scorm.resolution': 'Videoqualität',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Dieser Workflow ist nicht veröffentlicht: Sein Export endet mit einem Fehler, bis Sie ihn veröffentlichen und erneut versuchen.',
  'scorm.export': 'Exportieren',
  'scorm.status.pending': 'Wartet',
  'scorm.status.processing': 'Wird vorbereitet',
  'scorm.status.finished': 'Fertig',
  'scorm.status.error': 'Fehler',
  'scorm.notReady': 'Das Paket wird vorbereitet…',
  'scorm.ready': 'Das Paket ist bereit.',
  'scorm.download': 'Herunterladen',
  'scorm.downloadOf': 'Export vom {date} herunterladen',
  'scorm.retry': 'Erneut versuchen',
  'scorm.retryOf': 'Export vom {date} erneut versuchen',
  'scorm.history': 'SCORM-Exportverlauf',
  'scorm.history.scope': 'Admins sehen alle Exporte der Organisation, Publisher ihre eigenen.',
  'scorm.history.loading': 'Exporte werden geladen…',
  'scorm.history.empty': 'Es gibt noch keine SCORM-Exporte.',
  'scorm.history.filter': 'Exporttyp',
  'scorm.history.allTypes': 'Alle Typen',
  'scorm.history.date': 'Datum',
  'scorm.history.type': 'Typ',
  'scorm.history.workflows': 'Workflows',
  'scorm.history.status': 'Status',
  'scorm.history.actions': 'Aktionen',
  'scorm.history.unavailable': 'Nicht verfügbarer Workflow ({id})',
} satisfies Translation<typeof scorm>;
