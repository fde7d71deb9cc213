import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Transcripción y subtítulos',
  'transcript.dialogTitle': 'Transcripción de {title}',
  'transcript.cardNotice': 'Sin transcripción: el reconocimiento de voz no está configurado.',
  'transcript.cardAdd': 'Agregar una transcripción',
  'transcript.notConfiguredTitle': 'El reconocimiento de voz no está configurado',
  'transcript.notConfigured':
    'Este servidor no transcribe videos, así que este flujo de trabajo no tiene transcripción: sus pasos no tienen títulos a partir de lo dicho, no hay subtítulos y ni la búsqueda ni el asistente encuentran nada de lo que se dice. Escribe o pega la transcripción, o sube subtítulos (.srt o .vtt).',
  'transcript.configureHow':
    'Para transcribir automáticamente lo que se sube, un administrador configura AI_BASE_URL y AI_API_KEY (un servicio compatible con OpenAI) o WHISPER_MODEL (un modelo local de whisper.cpp) en el servidor y lo reinicia.',
  'transcript.loading': 'Cargando la transcripción…',
  'transcript.loadFailed': 'No se pudo cargar la transcripción: {message}',
  'transcript.none': 'Todavía no hay transcripción en este idioma.',
  'transcript.current': 'La transcripción tiene {count} oraciones ({source}).',
  'transcript.sourceAuthor': 'escrita o subida por un autor',
  'transcript.sourceProvider': 'del reconocimiento de voz',
  'transcript.language': 'Idioma',
  'transcript.languageSearch': 'Buscar un idioma',
  'transcript.noLanguage': 'No existe ese idioma',
  'transcript.uploadTitle': 'Subir subtítulos',
  'transcript.uploadLabel': 'Archivo de subtítulos (.srt o .vtt)',
  'transcript.uploadHint':
    'Cada subtítulo se convierte en una oración con sus tiempos. Los pasos sin título propio toman como título la primera oración dicha en ellos.',
  'transcript.upload': 'Subir',
  'transcript.wrongType': 'Elige un archivo .srt o .vtt.',
  'transcript.readFailed': 'No se pudo leer el archivo.',
  'transcript.typeTitle': 'Escribe o pega la transcripción',
  'transcript.typeLabel': 'Texto de la transcripción',
  'transcript.typeHint':
    'No se necesitan tiempos. Una línea en blanco inicia el texto del siguiente paso, en orden; dentro de un paso, cada oración ocupa un tiempo proporcional a su longitud. El texto sin líneas en blanco se reparte en todo el video.',
  'transcript.save': 'Guardar transcripción',
  'transcript.empty': 'Primero escribe o pega algo de texto.',
  'transcript.saved': 'Transcripción guardada: {count} oraciones.',
  'transcript.failed': 'No se guardó la transcripción: {message}',
  'transcript.downloadTitle': 'Descargar subtítulos',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'No se pudieron descargar los subtítulos: {message}',
  'transcript.playerNotConfigured':
    'Sin transcripción: el reconocimiento de voz no está configurado en este servidor, así que no hay subtítulos ni nada que buscar. Un autor puede agregar una desde la tarjeta del flujo de trabajo (Transcripción y subtítulos); un administrador puede configurar AI_BASE_URL y AI_API_KEY, o WHISPER_MODEL, para transcribir lo que se sube.',
  'transcript.playerNone':
    'Este flujo de trabajo aún no tiene transcripción, así que no hay subtítulos ni nada que buscar.',
} satisfies Translation<typeof transcript>;
