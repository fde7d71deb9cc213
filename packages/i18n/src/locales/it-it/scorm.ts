import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Esporta come SCORM',
  'scorm.dialogTitle': 'Esporta “{title}” come SCORM',
  'scorm.intro':
    'Il pacchetto riproduce questo workflow da questo server, quindi le modifiche successive raggiungono i discenti senza reimportarlo.',
  'scorm.standard': 'Standard di apprendimento',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4ª edizione)',
  'scorm.resolution': 'Qualità video',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Questo workflow non è pubblicato: la sua esportazione termina con un errore finché non lo pubblichi e riprovi.',
  'scorm.export': 'Esporta',
  'scorm.status.pending': 'In attesa',
  'scorm.status.processing': 'In preparazione',
  'scorm.status.finished': 'Completata',
  'scorm.status.error': 'Errore',
  'scorm.notReady': 'Preparazione del pacchetto in corso…',
  'scorm.ready': 'Il pacchetto è pronto.',
  'scorm.download': 'Scarica',
  'scorm.downloadOf': 'Scarica l’esportazione del {date}',
  'scorm.retry': 'Riprova',
  'scorm.retryOf': 'Riprova l’esportazione del {date}',
  'scorm.history': 'Cronologia esportazioni SCORM',
  'scorm.history.scope':
    'Gli amministratori vedono tutte le esportazioni dell’organizzazione; i publisher le proprie.',
  'scorm.history.loading': 'Caricamento delle esportazioni…',
  'scorm.history.empty': 'Non ci sono ancora esportazioni SCORM.',
  'scorm.history.filter': 'Tipo di esportazione',
  'scorm.history.allTypes': 'Tutti i tipi',
  'scorm.history.date': 'Data',
  'scorm.history.type': 'Tipo',
  'scorm.history.workflows': 'Workflow',
  'scorm.history.status': 'Stato',
  'scorm.history.actions': 'Azioni',
  'scorm.history.unavailable': 'Workflow non disponibile ({id})',
} satisfies Translation<typeof scorm>;
