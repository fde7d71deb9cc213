import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Autorizzazioni',
  'permissions.intro':
    'Impostazioni dell’organizzazione per condivisione, download, sessioni e incorporamento. La restrizione IP ha una pagina dedicata.',
  'permissions.loading': 'Caricamento delle autorizzazioni…',
  'permissions.loadFailed': 'Impossibile caricare le autorizzazioni.',
  'permissions.sharing': 'Condivisione e download',
  'permissions.disablePublicLinks': 'Disattiva i link pubblici',
  'permissions.disablePublicLinksHint':
    'Nessuno può condividere contenuti tramite un link che funziona senza accesso.',
  'permissions.disableDownloads': 'Disattiva i download',
  'permissions.disableDownloadsHint': 'Nessuno può scaricare i video o i loro allegati.',
  'permissions.session': 'Sessioni',
  'permissions.autoLogout': 'Disconnetti automaticamente dopo un periodo di inattività',
  'permissions.autoLogoutTimeout': 'Inattività prima della disconnessione (minuti)',
  'permissions.timeoutRange': 'Inserisci minuti interi da {min} a {max}.',
  'permissions.origins': 'Siti autorizzati a incorporare il player',
  'permissions.originsHint':
    'Le pagine di queste origini possono controllare il player in un iframe. Un’origine è http o https, un host e una porta facoltativa, senza percorso: ad esempio https://lms.example.com.',
  'permissions.originsEmpty':
    'Nessun sito è ancora autorizzato: solo questo portale controlla il proprio player.',
  'permissions.originsCount': '{count} origini su {max}',
  'permissions.newOrigin': 'Origine da autorizzare',
  'permissions.addOrigin': 'Aggiungi',
  'permissions.remove': 'Rimuovi',
  'permissions.removeOrigin': 'Rimuovi {origin}',
  'permissions.originAdded': '{origin} aggiunta. Salva per applicare.',
  'permissions.originRemoved': '{origin} rimossa. Salva per applicare.',
  'permissions.origin.empty': 'Inserisci un’origine da aggiungere.',
  'permissions.origin.invalid':
    'Questa non è un’origine. Usa http:// o https://, un host e una porta facoltativa, senza percorso: ad esempio https://lms.example.com.',
  'permissions.origin.duplicate': 'Questa origine è già nell’elenco.',
  'permissions.origin.tooMany': 'L’elenco è pieno: al massimo {max} origini. Rimuovine prima una.',
  'permissions.origin.storedInvalid': 'Origine non valida: rimuovila prima di salvare.',
  'permissions.saveFailed': 'Impossibile salvare le autorizzazioni.',
  'permissions.saved': 'Le autorizzazioni sono state salvate.',
  'permissions.saving': 'Salvataggio…',
  'permissions.discard': 'Annulla le modifiche',
} satisfies Translation<typeof permissions>;
