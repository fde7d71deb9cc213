import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Boas-vindas, {name}',
  'home.intro':
    'Escolha um espaço de trabalho no menu lateral para ver os fluxos de trabalho dele ou pesquise em todos.',
  'workspace.tabs': 'Conteúdo do espaço de trabalho',
  'workspace.tab.workflow': 'Fluxos de trabalho',
  'workspace.counts': 'Contagem de fluxos de trabalho',
  'workspace.count.created': 'Criados',
  'workspace.count.published': 'Publicados',
  'workspace.count.unpublished': 'Não publicados',
  'workspace.upload': 'Enviar vídeo',
  'workspace.empty': 'Ainda não há fluxos de trabalho neste espaço.',
  'workspace.emptyUpload': 'Envie um vídeo para criar o primeiro.',
  'workspace.interrupted': '{count} envio(s) neste espaço de trabalho pararam antes de terminar.',
  'workspace.reviewUploads': 'Revisar envios',
  'ownedByMe.title': 'Meus conteúdos',
  'ownedByMe.tabs': 'Conteúdo que pertence a você',
  'ownedByMe.tab.workflows': 'Fluxos de trabalho',
  'ownedByMe.empty': 'Você ainda não criou nenhum fluxo de trabalho.',
  'pager.label': 'Páginas',
  'pager.previous': 'Página anterior',
  'pager.next': 'Próxima página',
  'pager.status': 'Página {page} de {pageCount}',
} satisfies Translation<typeof workspaceOld>;
