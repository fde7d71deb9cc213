import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Première connexion ou code PIN réinitialisé ? Définissez votre code PIN avec un code de configuration',
  'pinSetup.pinOrPassword': 'Code PIN ou mot de passe',
  'pinSetup.intro':
    'Saisissez le code de configuration que votre administrateur vous a remis (ou envoyé par e-mail), puis choisissez votre code PIN.',
  'pinSetup.code': 'Code de configuration',
  'pinSetup.codeHint':
    '8 caractères, par exemple K7QM-4TXP. Chaque code ne fonctionne qu’une fois.',
  'pinSetup.codeFormat': 'Saisissez les 8 caractères de votre code de configuration.',
  'pinSetup.codeInvalid':
    'Ce code de configuration n’est pas valide : il est peut-être mal saisi, déjà utilisé ou expiré. Demandez-en un nouveau à votre administrateur.',
  'pinSetup.noCode':
    'Pas de code ? Seul un administrateur peut réinitialiser un code PIN ; demandez au vôtre un code de configuration.',
  'pinSetup.backToSignIn': 'Retour à la connexion',
} satisfies Translation<typeof pinSetup>;
