import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Crie sua conta',
  'account.trialTitle': 'Comece seu teste gratuito',
  'account.name': 'Nome',
  'account.password': 'Senha',
  'account.newPassword': 'Nova senha',
  'account.confirmPassword': 'Confirmar senha',
  'account.newPin': 'Novo PIN',
  'account.confirmPin': 'Confirmar PIN',
  'account.create': 'Criar conta',
  'account.creating': 'Criando…',
  'account.confirm': 'Confirmar',
  'account.saving': 'Salvando…',
  'account.passwordHint':
    'De 10 a 25 caracteres, com número, letra minúscula, letra maiúscula e caractere especial; sem espaços.',
  'account.newPasswordTitle': 'Escolha uma nova senha',
  'account.newPinTitle': 'Escolha um novo PIN',
  'account.newPinFor': 'ID de funcionário: {account}',
  'account.passwordChanged': 'Sua senha foi alterada. Entrando…',
  'account.expiredTitle': 'Este link expirou',
  'account.expiredInvite':
    'Seu link de convite expirou. Peça ao administrador para convidar você novamente.',
  'account.expiredReset': 'Seu link de redefinição de senha expirou. Você pode solicitar um novo.',
  'account.expiredGeneric': 'Este link não é mais válido. Recomece pela página de login.',
  'account.sendNewLink': 'Enviar novo link',
  'account.newLinkSent': 'Um novo link foi enviado para {email}.',
  'account.alertPasswordFormatError': 'A senha não atende às regras de senha.',
  'account.alertPasswordIncludeCertainValue': 'A senha não pode conter o nome da sua conta.',
  'account.alertPasswordReused': 'A nova senha deve ser diferente da atual.',
  'account.alertFailedSetPassword': 'Não foi possível definir sua senha. Voltando para o login.',
} satisfies Translation<typeof account>;
