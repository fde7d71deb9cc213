import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Créez votre compte',
  'account.trialTitle': 'Commencez votre essai gratuit',
  'account.name': 'Nom',
  'account.password': 'Mot de passe',
  'account.newPassword': 'Nouveau mot de passe',
  'account.confirmPassword': 'Confirmer le mot de passe',
  'account.newPin': 'Nouveau NIP',
  'account.confirmPin': 'Confirmer le NIP',
  'account.create': 'Créer le compte',
  'account.creating': 'Création…',
  'account.confirm': 'Confirmer',
  'account.saving': 'Enregistrement…',
  'account.passwordHint':
    'De 10 à 25 caractères avec un chiffre, une minuscule, une majuscule et un caractère spécial; sans espace.',
  'account.newPasswordTitle': 'Choisissez un nouveau mot de passe',
  'account.newPinTitle': 'Choisissez un nouveau NIP',
  'account.newPinFor': 'Numéro d’employé : {account}',
  'account.passwordChanged': 'Votre mot de passe a été modifié. Connexion en cours…',
  'account.expiredTitle': 'Ce lien est expiré',
  'account.expiredInvite':
    'Votre lien d’invitation est expiré. Demandez à votre administrateur de vous inviter de nouveau.',
  'account.expiredReset':
    'Votre lien de réinitialisation est expiré. Vous pouvez en demander un nouveau.',
  'account.expiredGeneric':
    'Ce lien n’est plus valide. Recommencez à partir de la page de connexion.',
  'account.sendNewLink': 'Envoyer un nouveau lien',
  'account.newLinkSent': 'Un nouveau lien est en route vers {email}.',
  'account.alertPasswordFormatError': 'Le mot de passe ne respecte pas les règles.',
  'account.alertPasswordIncludeCertainValue':
    'Le mot de passe ne doit pas contenir le nom de votre compte.',
  'account.alertPasswordReused': 'Le nouveau mot de passe doit être différent de l’actuel.',
  'account.alertFailedSetPassword':
    'Impossible de définir votre mot de passe. Retour à la connexion.',
} satisfies Translation<typeof account>;
