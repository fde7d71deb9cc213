import type { Translation } from '../../catalogue.js';
import type assistant from '../en/assistant.js';

export default {
  'assistant.title': 'Assistent',
  'assistant.open': 'Den Assistenten fragen',
  'assistant.close': 'Assistenten schließen',
  'assistant.chats': 'Chats',
  'assistant.noChats': 'Noch keine Chats.',
  'assistant.newChat': 'Neuer Chat',
  'assistant.clearHistory': 'Verlauf löschen',
  'assistant.back': 'Zurück',
  'assistant.emptyTitle': 'Fragen Sie, wie etwas geht',
  'assistant.presets': 'Vorgeschlagene Fragen',
  'assistant.placeholder': 'Stellen Sie eine Frage…',
  'assistant.send': 'Senden',
  'assistant.tooLong': 'Eine Nachricht darf höchstens {max} Zeichen haben.',
  'assistant.you': 'Sie',
  'assistant.answer': 'Assistent',
  'assistant.thinking': 'Ihre Workflows werden durchsucht…',
  'assistant.nothingFound': 'Nichts in Ihren Workflows beantwortet diese Frage.',
  'assistant.declined':
    'Kein Workflow behandelt diese Frage, daher gibt es keine Antwort zum Zitieren. Diese Workflows kommen ihr am nächsten:',
  'assistant.related': 'Verwandte Workflows',
  'assistant.modeOffline': 'Aus Ihren Workflows beantwortet',
  'assistant.modeLlm': 'KI-Antwort',
  'assistant.references': 'Wo es gezeigt wird',
  'assistant.stepNumber': 'Schritt {number}',
  'assistant.openReference': '{workflow} öffnen, Schritt {number}: {step}, bei {time}',
  'assistant.followUps': 'Weiterführende Fragen',
  'assistant.like': 'Hilfreich',
  'assistant.dislike': 'Nicht hilfreich',
  'assistant.retry': 'Erneut versuchen',
  'assistant.resize': 'Breite des Assistenten ändern',
  'assistant.signInRequired': 'Melden Sie sich an, um den Assistenten zu fragen.',
  'assistant.error.network':
    'Die Netzwerkverbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'assistant.error.validation':
    'Ungültige Eingabe. Bitte prüfen Sie Ihre Nachricht und versuchen Sie es erneut.',
  'assistant.error.api': 'Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  'assistant.error.stream':
    'Verbindung unterbrochen. Bitte laden Sie neu und versuchen Sie es erneut.',
  'assistant.error.context': 'Für den Start des Chats sind Kontextinformationen erforderlich.',
  'assistant.error.attachment':
    'Der Anhang konnte nicht verarbeitet werden. Bitte versuchen Sie eine andere Datei.',
  'assistant.error.component':
    'Die Komponente konnte nicht angezeigt werden. Ungültiges Format empfangen.',
  'assistant.error.send':
    'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof assistant>;
