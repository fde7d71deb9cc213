import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Questo campo è obbligatorio.',
  'rules.noSpace': 'Niente spazi, per favore.',
  'rules.noAllSpace': 'Non può contenere solo spazi.',
  'rules.invalidEmail': 'Inserisci un indirizzo email valido.',
  'rules.max90': 'Massimo 90 caratteri.',
  'rules.invalidName': 'Questi caratteri non sono consentiti: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Usa almeno 10 caratteri.',
  'rules.max25': 'Usa al massimo 25 caratteri.',
  'rules.validPasswordCharacters':
    'Includi una cifra, una minuscola, una maiuscola e un carattere speciale.',
  'rules.passwordMustMatch': 'Le password non coincidono.',
  'rules.pinMustMatch': 'I PIN non coincidono.',
} satisfies Translation<typeof rules>;
