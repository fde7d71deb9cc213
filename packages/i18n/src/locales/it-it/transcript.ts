import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Trascrizione e sottotitoli',
  'transcript.dialogTitle': 'Trascrizione di {title}',
  'transcript.cardNotice': 'Nessuna trascrizione: il riconoscimento vocale non è configurato.',
  'transcript.cardAdd': 'Aggiungi una trascrizione',
  'transcript.notConfiguredTitle': 'Il riconoscimento vocale non è configurato',
  'transcript.notConfigured':
    'Questo server non trascrive i video, quindi questo flusso di lavoro non ha una trascrizione: i suoi passaggi non hanno titoli dal parlato, non ci sono sottotitoli e né la ricerca né l’assistente trovano ciò che vi si dice. Digita o incolla la trascrizione, oppure carica dei sottotitoli (.srt o .vtt).',
  'transcript.configureHow':
    'Per trascrivere automaticamente i video caricati, un amministratore imposta AI_BASE_URL e AI_API_KEY (un servizio compatibile con OpenAI) oppure WHISPER_MODEL (un modello whisper.cpp locale) sul server e lo riavvia.',
  'transcript.loading': 'Caricamento della trascrizione…',
  'transcript.loadFailed': 'Impossibile caricare la trascrizione: {message}',
  'transcript.none': 'Ancora nessuna trascrizione in questa lingua.',
  'transcript.current': 'La trascrizione ha {count} frasi ({source}).',
  'transcript.sourceAuthor': 'scritta o caricata da un autore',
  'transcript.sourceProvider': 'dal riconoscimento vocale',
  'transcript.language': 'Lingua',
  'transcript.languageSearch': 'Cerca una lingua',
  'transcript.noLanguage': 'Lingua non trovata',
  'transcript.uploadTitle': 'Carica sottotitoli',
  'transcript.uploadLabel': 'File di sottotitoli (.srt o .vtt)',
  'transcript.uploadHint':
    'Ogni sottotitolo diventa una frase con i suoi tempi. I passaggi senza un titolo proprio prendono come titolo la prima frase detta al loro interno.',
  'transcript.upload': 'Carica',
  'transcript.wrongType': 'Scegli un file .srt o .vtt.',
  'transcript.readFailed': 'Impossibile leggere il file.',
  'transcript.typeTitle': 'Digita o incolla la trascrizione',
  'transcript.typeLabel': 'Testo della trascrizione',
  'transcript.typeHint':
    'Non servono tempi. Una riga vuota inizia il testo del passaggio successivo, in ordine; in un passaggio ogni frase dura in proporzione alla sua lunghezza. Il testo senza righe vuote viene distribuito su tutto il video.',
  'transcript.save': 'Salva trascrizione',
  'transcript.empty': 'Prima digita o incolla del testo.',
  'transcript.saved': 'Trascrizione salvata: {count} frasi.',
  'transcript.failed': 'La trascrizione non è stata salvata: {message}',
  'transcript.downloadTitle': 'Scarica sottotitoli',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Impossibile scaricare i sottotitoli: {message}',
  'transcript.playerNotConfigured':
    'Nessuna trascrizione: il riconoscimento vocale non è configurato su questo server, quindi non ci sono sottotitoli né nulla da cercare. Un autore può aggiungerne una dalla scheda del flusso di lavoro (Trascrizione e sottotitoli); un amministratore può impostare AI_BASE_URL e AI_API_KEY, oppure WHISPER_MODEL, per trascrivere i video caricati.',
  'transcript.playerNone':
    'Questo flusso di lavoro non ha ancora una trascrizione, quindi non ci sono sottotitoli né nulla da cercare.',
} satisfies Translation<typeof transcript>;
