import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Incorpora',
  'embed.title': 'Incorpora {title}',
  'embed.scriptLabel': 'Tag script: il player nella tua pagina',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Controlla l’iframe dalla tua pagina (SDK JavaScript)',
  'embed.copy': 'Copia codice',
  'embed.copied': 'Copiato',
  'embed.publicHint': 'Il link pubblico è attivo: questi snippet sono riproducibili da chiunque.',
  'embed.signedInHint':
    'Il link pubblico è disattivato: questi snippet sono riproducibili solo da chi ha effettuato l’accesso a Stepwise. Attiva il link pubblico in Condividi per incorporare per tutti.',
  'embed.originsNote':
    'Una pagina che controlla il player tramite l’SDK deve essere nell’elenco delle origini consentite della tua organizzazione.',
  'embed.originsLink': 'Impostazioni delle origini consentite',
} satisfies Translation<typeof embed>;
