import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Destaques',
  'summary.contents': 'Passo a passo',
  'summary.playFrom': 'Reproduzir a partir de {time}',
  'summary.sopStep': 'Passo {step}',
  'summary.sopTool': 'Ferramenta',
  'summary.sopSafety': 'Segurança ou aviso',
} satisfies Translation<typeof summary>;
