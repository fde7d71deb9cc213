import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Nome',
  'admin.actions': 'Ações',
  'admin.create': 'Criar',
  'admin.rename': 'Renomear',
  'admin.renameNamed': 'Renomear {name}',
  'admin.delete': 'Excluir',
  'admin.deleteNamed': 'Excluir {name}',
  'admin.groups.title': 'Grupos de espaços de trabalho',
  'admin.groups.create': 'Novo grupo de espaços de trabalho',
  'admin.groups.empty': 'Ainda não há grupos de espaços de trabalho.',
  'admin.groups.default': 'Padrão',
  'admin.groups.workspaceCount': 'Espaços de trabalho',
  'admin.groups.moveUp': 'Mover {name} para cima',
  'admin.groups.moveDown': 'Mover {name} para baixo',
  'admin.groups.deleteConfirm':
    'Excluir o grupo de espaços de trabalho “{name}”? Só é possível excluir um grupo vazio.',
  'admin.groups.back': 'Todos os grupos de espaços de trabalho',
  'admin.workspaces.title': 'Espaços de trabalho',
  'admin.workspaces.create': 'Novo espaço de trabalho',
  'admin.workspaces.colour': 'Cor',
  'admin.workspaces.colourOf': 'Cor de {name}',
  'admin.workspaces.private': 'Privado',
  'admin.workspaces.privateOf': '{name} é privado',
  'admin.workspaces.group': 'Grupo de espaços de trabalho',
  'admin.workspaces.groupOf': 'Grupo de espaços de trabalho de {name}',
  'admin.workspaces.deleteConfirm':
    'Excluir o espaço de trabalho “{name}”? Seus membros, favoritos e equipes serão removidos junto.',
  'admin.colour.red': 'Vermelho',
  'admin.colour.purple': 'Roxo',
  'admin.colour.green': 'Verde',
  'admin.colour.blue': 'Azul',
  'admin.colour.yellow': 'Amarelo',
  'admin.alertGetRusticiDownloadHistoryFailed':
    'Não foi possível carregar o histórico de exportações SCORM.',
} satisfies Translation<typeof admin>;
