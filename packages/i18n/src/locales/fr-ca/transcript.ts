import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Transcription et sous-titres',
  'transcript.dialogTitle': 'Transcription de {title}',
  'transcript.cardNotice': 'Aucune transcription : la reconnaissance vocale n’est pas configurée.',
  'transcript.cardAdd': 'Ajouter une transcription',
  'transcript.notConfiguredTitle': 'La reconnaissance vocale n’est pas configurée',
  'transcript.notConfigured':
    'Ce serveur ne transcrit pas les vidéos : ce flux de travail n’a donc pas de transcription. Ses étapes n’ont pas de titres tirés de la parole, il n’y a pas de sous-titres, et la recherche comme l’assistant ne trouvent rien de ce qui y est dit. Saisissez ou collez la transcription, ou téléversez des sous-titres (.srt ou .vtt).',
  'transcript.configureHow':
    'Pour transcrire automatiquement les vidéos téléversées, un administrateur définit AI_BASE_URL et AI_API_KEY (un service compatible OpenAI) ou WHISPER_MODEL (un modèle whisper.cpp local) sur le serveur, puis le redémarre.',
  'transcript.loading': 'Chargement de la transcription…',
  'transcript.loadFailed': 'La transcription n’a pas pu être chargée : {message}',
  'transcript.none': 'Pas encore de transcription dans cette langue.',
  'transcript.current': 'La transcription compte {count} phrases ({source}).',
  'transcript.sourceAuthor': 'écrite ou téléversée par un auteur',
  'transcript.sourceProvider': 'issue de la reconnaissance vocale',
  'transcript.language': 'Langue',
  'transcript.languageSearch': 'Chercher une langue',
  'transcript.noLanguage': 'Aucune langue de ce nom',
  'transcript.uploadTitle': 'Téléverser des sous-titres',
  'transcript.uploadLabel': 'Fichier de sous-titres (.srt ou .vtt)',
  'transcript.uploadHint':
    'Chaque sous-titre devient une phrase avec ses temps. Les étapes sans titre propre prennent pour titre la première phrase qui y est dite.',
  'transcript.upload': 'Téléverser',
  'transcript.wrongType': 'Choisissez un fichier .srt ou .vtt.',
  'transcript.readFailed': 'Le fichier n’a pas pu être lu.',
  'transcript.typeTitle': 'Saisir ou coller la transcription',
  'transcript.typeLabel': 'Texte de la transcription',
  'transcript.typeHint':
    'Aucun temps à indiquer. Une ligne vide commence le texte de l’étape suivante, dans l’ordre ; dans une étape, chaque phrase dure en proportion de sa longueur. Un texte sans ligne vide est réparti sur toute la vidéo.',
  'transcript.save': 'Enregistrer la transcription',
  'transcript.empty': 'Saisissez ou collez d’abord du texte.',
  'transcript.saved': 'Transcription enregistrée : {count} phrases.',
  'transcript.failed': 'La transcription n’a pas été enregistrée : {message}',
  'transcript.downloadTitle': 'Télécharger les sous-titres',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Les sous-titres n’ont pas pu être téléchargés : {message}',
  'transcript.playerNotConfigured':
    'Aucune transcription : la reconnaissance vocale n’est pas configurée sur ce serveur, il n’y a donc ni sous-titres ni rien à rechercher. Un auteur peut en ajouter une depuis la carte du flux de travail (Transcription et sous-titres) ; un administrateur peut définir AI_BASE_URL et AI_API_KEY, ou WHISPER_MODEL, pour transcrire les vidéos téléversées.',
  'transcript.playerNone':
    'Ce flux de travail n’a pas encore de transcription : il n’y a donc ni sous-titres ni rien à rechercher.',
} satisfies Translation<typeof transcript>;
