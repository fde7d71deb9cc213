import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Dieses Feld ist erforderlich.',
  'rules.noSpace': 'Bitte keine Leerzeichen.',
  'rules.noAllSpace': 'Darf nicht nur aus Leerzeichen bestehen.',
  'rules.invalidEmail': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'rules.max90': 'Höchstens 90 Zeichen.',
  'rules.invalidName': 'Diese Zeichen sind nicht erlaubt: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Mindestens 10 Zeichen.',
  'rules.max25': 'Höchstens 25 Zeichen.',
  'rules.validPasswordCharacters':
    'Mit einer Ziffer, einem Klein-, einem Großbuchstaben und einem Sonderzeichen.',
  'rules.passwordMustMatch': 'Die Passwörter stimmen nicht überein.',
  'rules.pinMustMatch': 'Die PINs stimmen nicht überein.',
} satisfies Translation<typeof rules>;
