import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Insertar',
  'embed.title': 'Insertar {title}',
  'embed.scriptLabel': 'Etiqueta script: el reproductor en tu página',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Controla el iframe desde tu página (SDK de JavaScript)',
  'embed.copy': 'Copiar código',
  'embed.copied': 'Copiado',
  'embed.publicHint':
    'El enlace público está activado: estos fragmentos se reproducen para cualquiera.',
  'embed.signedInHint':
    'El enlace público está desactivado: estos fragmentos solo se reproducen para quienes iniciaron sesión en Stepwise. Activa el enlace público en Compartir para insertarlo para todos.',
  'embed.originsNote':
    'Una página que controla el reproductor con el SDK debe estar en la lista de orígenes permitidos de tu organización.',
  'embed.originsLink': 'Configuración de orígenes permitidos',
} satisfies Translation<typeof embed>;
