import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Primeiro acesso ou PIN redefinido? Defina seu PIN com um código de configuração',
  'pinSetup.pinOrPassword': 'PIN ou senha',
  'pinSetup.intro':
    'Digite o código de configuração que seu administrador entregou (ou enviou por e-mail) e escolha seu PIN.',
  'pinSetup.code': 'Código de configuração',
  'pinSetup.codeHint': '8 caracteres, por exemplo K7QM-4TXP. Cada código funciona uma única vez.',
  'pinSetup.codeFormat': 'Digite os 8 caracteres do seu código de configuração.',
  'pinSetup.codeInvalid':
    'Este código de configuração não é válido: ele pode ter sido digitado errado, já usado ou expirado. Peça um novo ao seu administrador.',
  'pinSetup.noCode':
    'Não tem código? Só um administrador pode redefinir um PIN; peça um código de configuração ao seu.',
  'pinSetup.backToSignIn': 'Voltar para o login',
} satisfies Translation<typeof pinSetup>;
