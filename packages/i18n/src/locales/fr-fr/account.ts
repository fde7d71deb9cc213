import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Créez votre compte',
  'account.trialTitle': 'Commencez votre essai gratuit',
  'account.name': 'Nom',
  'account.password': 'Mot de passe',
  'account.newPassword': 'Nouveau mot de passe',
  'account.confirmPassword': 'Confirmer le mot de passe',
  'account.newPin': 'Nouveau code PIN',
  'account.confirmPin': 'Confirmer le code PIN',
  'account.create': 'Créer le compte',
  'account.creating': 'Création…',
  'account.confirm': 'Confirmer',
  'account.saving': 'Enregistrement…',
  'account.passwordHint':
    '10 à 25 caractères avec un chiffre, une minuscule, une majuscule et un caractère spécial ; sans espace.',
  'account.newPasswordTitle': 'Choisissez un nouveau mot de passe',
  'account.newPinTitle': 'Choisissez un nouveau code PIN',
  'account.newPinFor': 'Identifiant employé : {account}',
  'account.passwordChanged': 'Votre mot de passe a été modifié. Connexion en cours…',
  'account.expiredTitle': 'Ce lien a expiré',
  'account.expiredInvite':
    'Votre lien d’invitation a expiré. Demandez à votre administrateur de vous inviter à nouveau.',
  'account.expiredReset':
    'Votre lien de réinitialisation a expiré. Vous pouvez en demander un nouveau.',
  'account.expiredGeneric': 'Ce lien n’est plus valide. Recommencez depuis la page de connexion.',
  'account.sendNewLink': 'Envoyer un nouveau lien',
  'account.newLinkSent': 'Un nouveau lien est en route vers {email}.',
  'account.alertPasswordFormatError': 'Le mot de passe ne respecte pas les règles.',
  'account.alertPasswordIncludeCertainValue':
    'Le mot de passe ne doit pas contenir le nom de votre compte.',
  'account.alertPasswordReused': 'Le nouveau mot de passe doit être différent de l’actuel.',
  'account.alertFailedSetPassword':
    'Impossible de définir votre mot de passe. Retour à la connexion.',
} satisfies Translation<typeof account>;
