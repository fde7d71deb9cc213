import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Exportar como SCORM',
  'scorm.dialogTitle': 'Exportar “{title}” como SCORM',
  'scorm.intro':
    'O pacote reproduz este fluxo de trabalho a partir deste servidor, então edições posteriores chegam aos alunos sem nova importação.',
  'scorm.standard': 'Padrão de aprendizagem',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (4ª edição)',
  'scorm.resolution': 'Qualidade do vídeo',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Este fluxo de trabalho não está publicado: a exportação termina em erro até você publicá-lo e tentar novamente.',
  'scorm.export': 'Exportar',
  'scorm.status.pending': 'Aguardando',
  'scorm.status.processing': 'Preparando',
  'scorm.status.finished': 'Concluída',
  'scorm.status.error': 'Erro',
  'scorm.notReady': 'O pacote está sendo preparado…',
  'scorm.ready': 'O pacote está pronto.',
  'scorm.download': 'Baixar',
  'scorm.downloadOf': 'Baixar a exportação de {date}',
  'scorm.retry': 'Tentar novamente',
  'scorm.retryOf': 'Tentar novamente a exportação de {date}',
  'scorm.history': 'Histórico de exportações SCORM',
  'scorm.history.scope':
    'Administradores veem todas as exportações da organização; publicadores, as próprias.',
  'scorm.history.loading': 'Carregando as exportações…',
  'scorm.history.empty': 'Ainda não há exportações SCORM.',
  'scorm.history.filter': 'Tipo de exportação',
  'scorm.history.allTypes': 'Todos os tipos',
  'scorm.history.date': 'Data',
  'scorm.history.type': 'Tipo',
  'scorm.history.workflows': 'Fluxos de trabalho',
  'scorm.history.status': 'Status',
  'scorm.history.actions': 'Ações',
  'scorm.history.unavailable': 'Fluxo de trabalho indisponível ({id})',
} satisfies Translation<typeof scorm>;
