import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Chargement en cours…',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.save': 'Enregistrer',
  'common.confirm': 'Confirmer',
  'common.errorTitle': 'Un problème est survenu',
  'common.notFound': "Cette page n'existe pas.",
} satisfies Translation<typeof common>;
