import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Incorporar',
  'embed.title': 'Incorporar {title}',
  'embed.scriptLabel': 'Tag script: o player na sua página',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Controle o iframe pela sua página (SDK JavaScript)',
  'embed.copy': 'Copiar código',
  'embed.copied': 'Copiado',
  'embed.publicHint': 'O link público está ativado: estes trechos tocam para qualquer pessoa.',
  'embed.signedInHint':
    'O link público está desativado: estes trechos tocam só para quem entrou no Stepwise. Ative o link público em Compartilhar para incorporar para todos.',
  'embed.originsNote':
    'Uma página que controla o player pelo SDK precisa estar na lista de origens permitidas da sua organização.',
  'embed.originsLink': 'Configurações de origens permitidas',
} satisfies Translation<typeof embed>;
