// Transcripts without speech-to-text (issue 16): the card's notice, the transcript dialog (type or
// paste text, upload or download .srt / .vtt subtitles) and the player's notice.
export default {
  'transcript.tool': 'Transcript and subtitles',
  'transcript.dialogTitle': 'Transcript of {title}',
  'transcript.cardNotice': 'No transcript: speech-to-text is not configured.',
  'transcript.cardAdd': 'Add a transcript',
  'transcript.notConfiguredTitle': 'Speech-to-text is not configured',
  'transcript.notConfigured':
    'This server does not transcribe videos, so this workflow has no transcript: its steps have no titles from speech, there are no subtitles, and search and the assistant find nothing said in it. Type or paste the transcript, or upload subtitles (.srt or .vtt).',
  'transcript.configureHow':
    'To transcribe uploads automatically, an administrator sets AI_BASE_URL and AI_API_KEY (an OpenAI-compatible service) or WHISPER_MODEL (a local whisper.cpp model) on the server and restarts it.',
  'transcript.loading': 'Loading the transcript…',
  'transcript.loadFailed': 'The transcript could not be loaded: {message}',
  'transcript.none': 'No transcript in this language yet.',
  'transcript.current': 'The transcript has {count} sentences ({source}).',
  'transcript.sourceAuthor': 'written or uploaded by an author',
  'transcript.sourceProvider': 'from speech-to-text',
  'transcript.language': 'Language',
  'transcript.languageSearch': 'Find a language',
  'transcript.noLanguage': 'No such language',
  'transcript.uploadTitle': 'Upload subtitles',
  'transcript.uploadLabel': 'Subtitle file (.srt or .vtt)',
  'transcript.uploadHint':
    'Each cue becomes a sentence with its times. Steps without a title of their own are titled from the first sentence said in them.',
  'transcript.upload': 'Upload',
  'transcript.wrongType': 'Choose a .srt or .vtt file.',
  'transcript.readFailed': 'The file could not be read.',
  'transcript.typeTitle': 'Type or paste the transcript',
  'transcript.typeLabel': 'Transcript text',
  'transcript.typeHint':
    'No times needed. A blank line starts the next step’s text, in order; within a step, sentences take time in proportion to their length. Text with no blank line is spread over the whole video.',
  'transcript.save': 'Save transcript',
  'transcript.empty': 'Type or paste some text first.',
  'transcript.saved': 'Transcript saved: {count} sentences.',
  'transcript.failed': 'The transcript was not saved: {message}',
  'transcript.downloadTitle': 'Download subtitles',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'The subtitles could not be downloaded: {message}',
  'transcript.playerNotConfigured':
    'No transcript: speech-to-text is not configured on this server, so there are no subtitles and nothing to search. An author can add one from the workflow’s card (Transcript and subtitles); an administrator can set AI_BASE_URL and AI_API_KEY, or WHISPER_MODEL, to transcribe uploads.',
  'transcript.playerNone':
    'This workflow has no transcript yet, so there are no subtitles and nothing to search.',
} as const;
