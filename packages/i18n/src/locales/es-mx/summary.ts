import type { Translation } from '../../catalogue.js';
import type summary from '../en/summary.js';

export default {
  'summary.highlights': 'Puntos clave',
  'summary.contents': 'Paso a paso',
  'summary.playFrom': 'Reproducir desde {time}',
  'summary.sopStep': 'Paso {step}',
  'summary.sopTool': 'Herramienta',
  'summary.sopSafety': 'Seguridad o advertencia',
} satisfies Translation<typeof summary>;
