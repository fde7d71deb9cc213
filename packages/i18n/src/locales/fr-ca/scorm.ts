import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Exporter en SCORM',
  'scorm.dialogTitle': 'Exporter « {title} » en SCORM',
  'scorm.intro':
    'Le paquet lit ce flux de travail depuis ce serveur : les modifications ultérieures rejoignent les apprenants sans nouvelle importation.',
  'scorm.standard': 'Norme d’apprentissage',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4e édition)',
  'scorm.resolution': 'Qualité vidéo',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Ce flux de travail n’est pas publié : son exportation se termine en erreur tant que vous ne l’avez pas publié puis relancé.',
  'scorm.export': 'Exporter',
  'scorm.status.pending': 'En attente',
  'scorm.status.processing': 'En préparation',
  'scorm.status.finished': 'Terminée',
  'scorm.status.error': 'Erreur',
  'scorm.notReady': 'Le paquet est en préparation…',
  'scorm.ready': 'Le paquet est prêt.',
  'scorm.download': 'Télécharger',
  'scorm.downloadOf': 'Télécharger l’exportation du {date}',
  'scorm.retry': 'Réessayer',
  'scorm.retryOf': 'Relancer l’exportation du {date}',
  'scorm.history': 'Historique des exportations SCORM',
  'scorm.history.scope':
    'Les administrateurs voient toutes les exportations de l’organisation; les éditeurs, les leurs.',
  'scorm.history.loading': 'Chargement des exportations…',
  'scorm.history.empty': 'Aucune exportation SCORM pour l’instant.',
  'scorm.history.filter': 'Type d’exportation',
  'scorm.history.allTypes': 'Tous les types',
  'scorm.history.date': 'Date de création',
  'scorm.history.type': 'Norme',
  'scorm.history.workflows': 'Flux de travail',
  'scorm.history.status': 'État',
  'scorm.history.actions': 'Actions',
  'scorm.history.unavailable': 'Flux de travail indisponible ({id})',
} satisfies Translation<typeof scorm>;
