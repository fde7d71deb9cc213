import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Exporter en SCORM',
  'scorm.dialogTitle': 'Exporter « {title} » en SCORM',
  'scorm.intro':
    'Le paquet lit ce workflow depuis ce serveur : les modifications ultérieures parviennent aux apprenants sans nouvel import.',
  'scorm.standard': 'Norme d’apprentissage',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4e édition)',
  'scorm.resolution': 'Qualité vidéo',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Ce workflow n’est pas publié : son export se termine en erreur tant que vous ne l’avez pas publié puis relancé.',
  'scorm.export': 'Exporter',
  'scorm.status.pending': 'En attente',
  'scorm.status.processing': 'En préparation',
  'scorm.status.finished': 'Terminé',
  'scorm.status.error': 'Erreur',
  'scorm.notReady': 'Le paquet est en préparation…',
  'scorm.ready': 'Le paquet est prêt.',
  'scorm.download': 'Télécharger',
  'scorm.downloadOf': 'Télécharger l’export du {date}',
  'scorm.retry': 'Réessayer',
  'scorm.retryOf': 'Relancer l’export du {date}',
  'scorm.history': 'Historique des exports SCORM',
  'scorm.history.scope':
    'Les administrateurs voient tous les exports de l’organisation ; les éditeurs, les leurs.',
  'scorm.history.loading': 'Chargement des exports…',
  'scorm.history.empty': 'Aucun export SCORM pour l’instant.',
  'scorm.history.filter': 'Type d’export',
  'scorm.history.allTypes': 'Tous les types',
  'scorm.history.date': 'Date de création',
  'scorm.history.type': 'Norme',
  'scorm.history.workflows': 'Workflows',
  'scorm.history.status': 'État',
  'scorm.history.actions': 'Actions',
  'scorm.history.unavailable': 'Workflow indisponible ({id})',
} satisfies Translation<typeof scorm>;
