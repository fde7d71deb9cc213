import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Entrar no Stepwise',
  'auth.email': 'E-mail',
  'auth.password': 'Senha',
  'auth.signIn': 'Entrar',
  'auth.signingIn': 'Entrando…',
  'auth.sessionExpired': 'Sua sessão terminou. Entre novamente.',
  'auth.signOut': 'Sair',
  'auth.invalidLoginCredentials': 'O e-mail ou a senha estão incorretos.',
  'auth.useSsoLogin': 'Sua organização entra com login único (SSO).',
  'auth.emailOrId': 'E-mail ou ID de funcionário',
  'auth.next': 'Avançar',
  'auth.checking': 'Verificando…',
  'auth.greeting': 'Olá, {name}',
  'auth.back': 'Voltar',
  'auth.pin': 'PIN',
  'auth.masterPassword': 'Senha mestra',
  'auth.forgotPassword': 'Esqueceu a senha?',
  'auth.forgotPin': 'Esqueceu o PIN?',
  'auth.forgotPinTitle': 'Redefinir o PIN',
  'auth.resetTitle': 'Redefinir a senha',
  'auth.resetIntro': 'Digite seu e-mail e enviaremos um link para você escolher uma nova senha.',
  'auth.sendResetLink': 'Enviar link',
  'auth.pinResetByAdmin': 'Seu PIN só pode ser redefinido por um administrador.',
  'auth.requestPinReset': 'Pedir a um administrador',
  'auth.resetSuccessTitle': 'Verifique seu e-mail',
  'auth.resetSuccess':
    'Se houver uma conta para {email}, um link para redefinir a senha já foi enviado.',
  'auth.pinRequestSentTitle': 'Solicitação enviada',
  'auth.pinRequestSent': 'Seus administradores foram solicitados a redefinir seu PIN.',
  'auth.backToSignIn': 'Voltar para o login',
  'auth.retry': 'Tentar novamente',
  'auth.close': 'Fechar',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Política de cookies e privacidade',
  'auth.cookieNotice': 'Usamos cookies para manter você conectado e lembrar seu idioma.',
  'auth.cookiePolicyText':
    'O Stepwise guarda apenas o necessário para funcionar: sua sessão, o idioma da interface e o tema. Nada disso é usado para publicidade nem compartilhado com terceiros.',
  'auth.privacyPolicy': 'Política de privacidade',
  'auth.privacyPolicyText':
    'Sua organização controla o conteúdo e as contas deste espaço. Pergunte ao administrador como seus dados pessoais são tratados.',
  'auth.copyright': '© {year} Stepwise. Todos os direitos reservados.',
  'auth.about': 'Sobre',
  'auth.aboutText':
    'O Stepwise transforma vídeos práticos em instruções de trabalho passo a passo para suas equipes.',
  'auth.headerLinks': 'Opções de login',
  'auth.language': 'Idioma',
  'auth.loggedOutTitle': 'Você saiu da sua conta',
  'auth.loggedOutMessage':
    'Você saiu do Stepwise. Por segurança, saia também de todos os outros aplicativos que usa com esta conta.',
  'auth.alertDisableDHLogin': 'O login com ID de funcionário está desativado na sua organização.',
  'auth.alertEmployeeIdInvalid':
    'Não foi possível carregar as configurações de login da sua organização.',
  'auth.alertInvalidId': 'Este ID não é válido.',
  'auth.alertResetFailed': 'A solicitação de redefinição falhou. Tente novamente.',
  'auth.tooManyAttempts':
    'Muitas tentativas de login falharam. Tente novamente em {minutes} minuto(s).',
} satisfies Translation<typeof auth>;
