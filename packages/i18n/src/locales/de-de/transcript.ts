import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Transkript und Untertitel',
  'transcript.dialogTitle': 'Transkript von {title}',
  'transcript.cardNotice': 'Kein Transkript: Spracherkennung ist nicht eingerichtet.',
  'transcript.cardAdd': 'Transkript hinzufügen',
  'transcript.notConfiguredTitle': 'Spracherkennung ist nicht eingerichtet',
  'transcript.notConfigured':
    'Dieser Server transkribiert keine Videos, daher hat dieser Workflow kein Transkript: Seine Schritte haben keine Titel aus dem Gesprochenen, es gibt keine Untertitel, und Suche und Assistent finden nichts, was darin gesagt wird. Tippen oder fügen Sie das Transkript ein, oder laden Sie Untertitel hoch (.srt oder .vtt).',
  'transcript.configureHow':
    'Damit Uploads automatisch transkribiert werden, setzt eine Administratorin oder ein Administrator auf dem Server AI_BASE_URL und AI_API_KEY (ein OpenAI-kompatibler Dienst) oder WHISPER_MODEL (ein lokales whisper.cpp-Modell) und startet ihn neu.',
  'transcript.loading': 'Transkript wird geladen…',
  'transcript.loadFailed': 'Das Transkript konnte nicht geladen werden: {message}',
  'transcript.none': 'In dieser Sprache gibt es noch kein Transkript.',
  'transcript.current': 'Das Transkript hat {count} Sätze ({source}).',
  'transcript.sourceAuthor': 'von einer Autorin oder einem Autor geschrieben oder hochgeladen',
  'transcript.sourceProvider': 'aus der Spracherkennung',
  'transcript.language': 'Sprache',
  'transcript.languageSearch': 'Sprache suchen',
  'transcript.noLanguage': 'Keine solche Sprache',
  'transcript.uploadTitle': 'Untertitel hochladen',
  'transcript.uploadLabel': 'Untertiteldatei (.srt oder .vtt)',
  'transcript.uploadHint':
    'Jeder Cue wird zu einem Satz mit seinen Zeiten. Schritte ohne eigenen Titel erhalten den ersten darin gesprochenen Satz als Titel.',
  'transcript.upload': 'Hochladen',
  'transcript.wrongType': 'Wählen Sie eine .srt- oder .vtt-Datei.',
  'transcript.readFailed': 'Die Datei konnte nicht gelesen werden.',
  'transcript.typeTitle': 'Transkript tippen oder einfügen',
  'transcript.typeLabel': 'Transkripttext',
  'transcript.typeHint':
    'Keine Zeiten nötig. Eine Leerzeile beginnt den Text des nächsten Schritts, der Reihe nach; innerhalb eines Schritts erhalten Sätze Zeit im Verhältnis zu ihrer Länge. Text ohne Leerzeile wird über das ganze Video verteilt.',
  'transcript.save': 'Transkript speichern',
  'transcript.empty': 'Tippen oder fügen Sie zuerst Text ein.',
  'transcript.saved': 'Transkript gespeichert: {count} Sätze.',
  'transcript.failed': 'Das Transkript wurde nicht gespeichert: {message}',
  'transcript.downloadTitle': 'Untertitel herunterladen',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Die Untertitel konnten nicht heruntergeladen werden: {message}',
  'transcript.playerNotConfigured':
    'Kein Transkript: Auf diesem Server ist keine Spracherkennung eingerichtet, daher gibt es keine Untertitel und nichts zu durchsuchen. Autorinnen und Autoren können über die Karte des Workflows eines hinzufügen (Transkript und Untertitel); eine Administratorin oder ein Administrator kann AI_BASE_URL und AI_API_KEY oder WHISPER_MODEL setzen, damit Uploads transkribiert werden.',
  'transcript.playerNone':
    'Dieser Workflow hat noch kein Transkript, daher gibt es keine Untertitel und nichts zu durchsuchen.',
} satisfies Translation<typeof transcript>;
