import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'O acesso a partir desta rede é restrito',
  'session.ipCheckFailed': 'Não foi possível verificar se sua rede é permitida. Tente novamente.',
  'session.forbiddenAccountTitle': 'Esta conta não pode entrar aqui',
  'session.forbiddenAccount':
    'Contas desta geração de organização não são compatíveis. Você será desconectado.',
  'session.consentsTitle': 'Revise e aceite',
  'session.consentAgree': 'Aceitar',
  'session.consentDecline': 'Recusar',
  'session.consentMandatory': 'Obrigatório',
  'session.consentMandatoryRefused': 'Você precisa aceitar isto para continuar usando o Stepwise.',
  'session.idleLoggedOut': 'Você foi desconectado após um período de inatividade.',
} satisfies Translation<typeof session>;
