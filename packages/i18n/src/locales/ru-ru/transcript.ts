import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Расшифровка и субтитры',
  'transcript.dialogTitle': 'Расшифровка «{title}»',
  'transcript.cardNotice': 'Нет расшифровки: распознавание речи не настроено.',
  'transcript.cardAdd': 'Добавить расшифровку',
  'transcript.notConfiguredTitle': 'Распознавание речи не настроено',
  'transcript.notConfigured':
    'Этот сервер не расшифровывает видео, поэтому у этого процесса нет расшифровки: у шагов нет названий из речи, нет субтитров, а поиск и ассистент не находят ничего из сказанного. Введите или вставьте расшифровку либо загрузите субтитры (.srt или .vtt).',
  'transcript.configureHow':
    'Чтобы загружаемые видео расшифровывались автоматически, администратор задаёт на сервере AI_BASE_URL и AI_API_KEY (сервис, совместимый с OpenAI) или WHISPER_MODEL (локальная модель whisper.cpp) и перезапускает его.',
  'transcript.loading': 'Загрузка расшифровки…',
  'transcript.loadFailed': 'Не удалось загрузить расшифровку: {message}',
  'transcript.none': 'На этом языке расшифровки пока нет.',
  'transcript.current': 'В расшифровке {count} предложений ({source}).',
  'transcript.sourceAuthor': 'написана или загружена автором',
  'transcript.sourceProvider': 'из распознавания речи',
  'transcript.language': 'Язык',
  'transcript.languageSearch': 'Найти язык',
  'transcript.noLanguage': 'Такого языка нет',
  'transcript.uploadTitle': 'Загрузить субтитры',
  'transcript.uploadLabel': 'Файл субтитров (.srt или .vtt)',
  'transcript.uploadHint':
    'Каждый субтитр становится предложением со своим временем. Шаги без собственного названия получают в качестве названия первое предложение, сказанное в них.',
  'transcript.upload': 'Загрузить',
  'transcript.wrongType': 'Выберите файл .srt или .vtt.',
  'transcript.readFailed': 'Не удалось прочитать файл.',
  'transcript.typeTitle': 'Ввести или вставить расшифровку',
  'transcript.typeLabel': 'Текст расшифровки',
  'transcript.typeHint':
    'Время указывать не нужно. Пустая строка начинает текст следующего шага по порядку; внутри шага каждое предложение получает время пропорционально своей длине. Текст без пустых строк распределяется по всему видео.',
  'transcript.save': 'Сохранить расшифровку',
  'transcript.empty': 'Сначала введите или вставьте текст.',
  'transcript.saved': 'Расшифровка сохранена: предложений — {count}.',
  'transcript.failed': 'Расшифровка не сохранена: {message}',
  'transcript.downloadTitle': 'Скачать субтитры',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Не удалось скачать субтитры: {message}',
  'transcript.playerNotConfigured':
    'Нет расшифровки: на этом сервере не настроено распознавание речи, поэтому нет субтитров и искать нечего. Автор может добавить расшифровку с карточки процесса (Расшифровка и субтитры); администратор может задать AI_BASE_URL и AI_API_KEY или WHISPER_MODEL, чтобы загружаемые видео расшифровывались.',
  'transcript.playerNone':
    'У этого процесса пока нет расшифровки, поэтому нет субтитров и искать нечего.',
} satisfies Translation<typeof transcript>;
