import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'Ocorreu um erro inesperado. Tente novamente.',
  'alert.loginFailed': 'Falha no login',
  'alert.failedToLoadContent': 'Não foi possível carregar o conteúdo.',
  'alert.emailNotRegistered': 'Esta conta de e-mail não está cadastrada em {provider}.',
  'alert.invalidEmployeeId': 'ID de funcionário inválido.',
  'alert.clientKeyRequired':
    'É necessária uma chave de cliente para entrar com o ID de funcionário.',
  'alert.navigationFailed': 'Não foi possível abrir a página',
  'alert.connectionFailed': 'Não foi possível acessar o servidor.',
  'alert.connectionFailedHint': 'Verifique sua conexão e tente novamente.',
  'alert.restrictedIp': 'Sua organização não permite o acesso a partir desta rede.',
  'alert.offline': 'Você está off-line. As alterações feitas agora podem não ser salvas.',
} satisfies Translation<typeof alert>;
