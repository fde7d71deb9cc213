import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Compartilhar',
  'share.title': 'Compartilhar {title}',
  'share.loading': 'Carregando as configurações de compartilhamento…',
  'share.accessLabel': 'Acesso fora da organização',
  'share.access.none': 'Sem acesso externo',
  'share.access.restricted': 'Restrito a domínios e e-mails',
  'share.access.public': 'Qualquer pessoa com o link',
  'share.access.password': 'Protegido por senha',
  'share.publicToggle': 'Link público',
  'share.publicHint':
    'Qualquer pessoa com o link pode assistir a este fluxo de trabalho sem entrar.',
  'share.notAllowed': 'Sua organização não permite links públicos.',
  'share.linkLabel': 'Link para compartilhar',
  'share.copy': 'Copiar link',
  'share.copied': 'Link copiado',
  'share.copyFailed': 'Não foi possível copiar. Selecione o link e copie-o você mesmo.',
  'share.saved': 'Salvo',
} satisfies Translation<typeof share>;
