import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Se connecter à Stepwise',
  'auth.email': 'Courriel',
  'auth.password': 'Mot de passe',
  'auth.signIn': 'Se connecter',
  'auth.signingIn': 'Connexion en cours…',
  'auth.sessionExpired': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'auth.signOut': 'Se déconnecter',
  'auth.invalidLoginCredentials': 'Le courriel ou le mot de passe est incorrect.',
  'auth.useSsoLogin': 'Votre organisation utilise l’authentification unique (SSO).',
  'auth.emailOrId': 'Courriel ou numéro d’employé',
  'auth.next': 'Suivant',
  'auth.checking': 'Vérification…',
  'auth.greeting': 'Bonjour {name}',
  'auth.back': 'Retour',
  'auth.pin': 'NIP',
  'auth.masterPassword': 'Mot de passe principal',
  'auth.forgotPassword': 'Mot de passe oublié?',
  'auth.forgotPin': 'NIP oublié?',
  'auth.forgotPinTitle': 'Réinitialiser votre NIP',
  'auth.resetTitle': 'Réinitialiser votre mot de passe',
  'auth.resetIntro':
    'Entrez votre courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.sendResetLink': 'Envoyer le lien',
  'auth.pinResetByAdmin': 'Seul un administrateur peut réinitialiser votre NIP.',
  'auth.requestPinReset': 'Demander à un administrateur',
  'auth.resetSuccessTitle': 'Vérifiez vos courriels',
  'auth.resetSuccess':
    'Si un compte existe pour {email}, un lien pour réinitialiser le mot de passe est en route.',
  'auth.pinRequestSentTitle': 'Demande envoyée',
  'auth.pinRequestSent': 'Vos administrateurs ont été invités à réinitialiser votre NIP.',
  'auth.backToSignIn': 'Retour à la connexion',
  'auth.retry': 'Réessayer',
  'auth.close': 'Fermer',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Politique sur les témoins et la confidentialité',
  'auth.cookieNotice':
    'Nous utilisons des témoins pour garder votre session ouverte et mémoriser votre langue.',
  'auth.cookiePolicyText':
    'Stepwise ne conserve que ce qui est nécessaire à son fonctionnement : votre session, la langue de l’interface et le thème. Rien n’est utilisé à des fins publicitaires ni communiqué à des tiers.',
  'auth.privacyPolicy': 'Politique de confidentialité',
  'auth.privacyPolicyText':
    'Votre organisation gère le contenu et les comptes de cet espace. Demandez à votre administrateur comment vos renseignements personnels sont traités.',
  'auth.copyright': '© {year} Stepwise. Tous droits réservés.',
  'auth.about': 'À propos',
  'auth.aboutText':
    'Stepwise transforme des vidéos pratiques en instructions de travail étape par étape pour vos équipes.',
  'auth.headerLinks': 'Options de connexion',
  'auth.language': 'Langue',
  'auth.loggedOutTitle': 'Vous avez été déconnecté',
  'auth.loggedOutMessage':
    'Vous êtes déconnecté de Stepwise. Pour votre sécurité, déconnectez-vous aussi de toutes les autres applications que vous utilisez avec ce compte.',
  'auth.alertDisableDHLogin':
    'La connexion par numéro d’employé est désactivée pour votre organisation.',
  'auth.alertEmployeeIdInvalid':
    'Impossible de charger les paramètres de connexion de votre organisation.',
  'auth.alertInvalidId': 'Ce numéro n’est pas valide.',
  'auth.alertResetFailed': 'La demande de réinitialisation a échoué. Veuillez réessayer.',
  'auth.tooManyAttempts':
    'Trop de tentatives de connexion échouées. Réessayez dans {minutes} minute(s).',
} satisfies Translation<typeof auth>;
