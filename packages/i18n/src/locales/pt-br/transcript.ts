import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Transcrição e legendas',
  'transcript.dialogTitle': 'Transcrição de {title}',
  'transcript.cardNotice': 'Sem transcrição: o reconhecimento de fala não está configurado.',
  'transcript.cardAdd': 'Adicionar uma transcrição',
  'transcript.notConfiguredTitle': 'O reconhecimento de fala não está configurado',
  'transcript.notConfigured':
    'Este servidor não transcreve vídeos, então este fluxo de trabalho não tem transcrição: suas etapas não têm títulos a partir da fala, não há legendas, e nem a pesquisa nem o assistente encontram o que é dito nele. Digite ou cole a transcrição, ou envie legendas (.srt ou .vtt).',
  'transcript.configureHow':
    'Para transcrever os envios automaticamente, um administrador define AI_BASE_URL e AI_API_KEY (um serviço compatível com OpenAI) ou WHISPER_MODEL (um modelo whisper.cpp local) no servidor e o reinicia.',
  'transcript.loading': 'Carregando a transcrição…',
  'transcript.loadFailed': 'Não foi possível carregar a transcrição: {message}',
  'transcript.none': 'Ainda não há transcrição neste idioma.',
  'transcript.current': 'A transcrição tem {count} frases ({source}).',
  'transcript.sourceAuthor': 'escrita ou enviada por um autor',
  'transcript.sourceProvider': 'do reconhecimento de fala',
  'transcript.language': 'Idioma',
  'transcript.languageSearch': 'Procurar um idioma',
  'transcript.noLanguage': 'Idioma não encontrado',
  'transcript.uploadTitle': 'Enviar legendas',
  'transcript.uploadLabel': 'Arquivo de legendas (.srt ou .vtt)',
  'transcript.uploadHint':
    'Cada legenda vira uma frase com seus tempos. As etapas sem título próprio recebem como título a primeira frase dita nelas.',
  'transcript.upload': 'Enviar',
  'transcript.wrongType': 'Escolha um arquivo .srt ou .vtt.',
  'transcript.readFailed': 'Não foi possível ler o arquivo.',
  'transcript.typeTitle': 'Digitar ou colar a transcrição',
  'transcript.typeLabel': 'Texto da transcrição',
  'transcript.typeHint':
    'Não é preciso informar tempos. Uma linha em branco começa o texto da próxima etapa, em ordem; dentro de uma etapa, cada frase ocupa um tempo proporcional ao seu tamanho. Texto sem linha em branco é distribuído pelo vídeo inteiro.',
  'transcript.save': 'Salvar transcrição',
  'transcript.empty': 'Digite ou cole algum texto primeiro.',
  'transcript.saved': 'Transcrição salva: {count} frases.',
  'transcript.failed': 'A transcrição não foi salva: {message}',
  'transcript.downloadTitle': 'Baixar legendas',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Não foi possível baixar as legendas: {message}',
  'transcript.playerNotConfigured':
    'Sem transcrição: o reconhecimento de fala não está configurado neste servidor, então não há legendas nem nada para pesquisar. Um autor pode adicionar uma pelo cartão do fluxo de trabalho (Transcrição e legendas); um administrador pode definir AI_BASE_URL e AI_API_KEY, ou WHISPER_MODEL, para transcrever os envios.',
  'transcript.playerNone':
    'Este fluxo de trabalho ainda não tem transcrição, então não há legendas nem nada para pesquisar.',
} satisfies Translation<typeof transcript>;
