import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Se connecter à Stepwise',
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.signIn': 'Se connecter',
  'auth.signingIn': 'Connexion…',
  'auth.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.signOut': 'Se déconnecter',
  'auth.invalidLoginCredentials': "L'e-mail ou le mot de passe est incorrect.",
  'auth.useSsoLogin': 'Votre organisation utilise l’authentification unique (SSO).',
  'auth.emailOrId': 'E-mail ou identifiant employé',
  'auth.next': 'Suivant',
  'auth.checking': 'Vérification…',
  'auth.greeting': 'Bonjour {name}',
  'auth.back': 'Retour',
  'auth.pin': 'Code PIN',
  'auth.masterPassword': 'Mot de passe principal',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.forgotPin': 'Code PIN oublié ?',
  'auth.forgotPinTitle': 'Réinitialiser votre code PIN',
  'auth.resetTitle': 'Réinitialiser votre mot de passe',
  'auth.resetIntro':
    'Saisissez votre e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.sendResetLink': 'Envoyer le lien',
  'auth.pinResetByAdmin': 'Seul un administrateur peut réinitialiser votre code PIN.',
  'auth.requestPinReset': 'Demander à un administrateur',
  'auth.resetSuccessTitle': 'Consultez vos e-mails',
  'auth.resetSuccess':
    'Si un compte existe pour {email}, un lien de réinitialisation du mot de passe est en route.',
  'auth.pinRequestSentTitle': 'Demande envoyée',
  'auth.pinRequestSent': 'Vos administrateurs ont été invités à réinitialiser votre code PIN.',
  'auth.backToSignIn': 'Retour à la connexion',
  'auth.retry': 'Réessayer',
  'auth.close': 'Fermer',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Politique relative aux cookies et à la confidentialité',
  'auth.cookieNotice':
    'Nous utilisons des cookies pour maintenir votre connexion et mémoriser votre langue.',
  'auth.cookiePolicyText':
    'Stepwise ne conserve que le nécessaire à son fonctionnement : votre session, la langue de l’interface et le thème. Rien n’est utilisé à des fins publicitaires ni partagé avec des tiers.',
  'auth.privacyPolicy': 'Politique de confidentialité',
  'auth.privacyPolicyText':
    'Votre organisation gère les contenus et les comptes de cet espace. Demandez à votre administrateur comment vos données personnelles sont traitées.',
  'auth.copyright': '© {year} Stepwise. Tous droits réservés.',
  'auth.about': 'À propos',
  'auth.aboutText':
    'Stepwise transforme des vidéos pratiques en instructions de travail pas à pas pour vos équipes.',
  'auth.headerLinks': 'Options de connexion',
  'auth.language': 'Langue',
  'auth.loggedOutTitle': 'Vous êtes déconnecté',
  'auth.loggedOutMessage':
    'Vous êtes déconnecté de Stepwise. Pour votre sécurité, déconnectez-vous aussi de toutes les autres applications utilisées avec ce compte.',
  'auth.alertDisableDHLogin':
    'La connexion par identifiant employé est désactivée pour votre organisation.',
  'auth.alertEmployeeIdInvalid':
    'Impossible de charger les paramètres de connexion de votre organisation.',
  'auth.alertInvalidId': 'Cet identifiant n’est pas valide.',
  'auth.alertResetFailed': 'La demande de réinitialisation a échoué. Veuillez réessayer.',
  'auth.tooManyAttempts':
    'Trop de tentatives de connexion échouées. Réessayez dans {minutes} minute(s).',
} satisfies Translation<typeof auth>;
