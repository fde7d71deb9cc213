import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Principal',
  'nav.home': 'Início',
  'nav.ownedByMe': 'Meus conteúdos',
  'nav.search': 'Pesquisar fluxos de trabalho',
  'nav.searchPlaceholder': 'Pesquisar…',
  'nav.workspaces': 'Meus espaços de trabalho',
  'nav.noWorkspaces': 'Você ainda não participa de nenhum espaço de trabalho.',
  'nav.notFoundTitle': 'Página não encontrada',
  'nav.notFound': 'A página que você procura não existe.',
  'nav.forbiddenTitle': 'Sem acesso',
  'nav.forbidden': 'Você não tem permissão para abrir esta página.',
  'nav.goHome': 'Ir para o início',
  'nav.navigationFailedHint': 'Não foi possível abrir a página.',
  'nav.tryAgain': 'Tentar novamente',
  'nav.sharedTitle': 'Dispositivo compartilhado',
  'nav.sharedIntro':
    'Você entrou com uma conta compartilhada. Abra o conteúdo de que precisa pelo início ou pela busca.',
  'nav.openHome': 'Abrir início',
  'nav.openSearch': 'Pesquisar',
} satisfies Translation<typeof nav>;
