import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Ce champ est obligatoire.',
  'rules.noSpace': "Pas d'espaces, s'il vous plaît.",
  'rules.noAllSpace': 'Il ne peut pas contenir uniquement des espaces.',
  'rules.invalidEmail': 'Saisissez une adresse e-mail valide.',
  'rules.max90': '90 caractères au maximum.',
  'rules.invalidName': 'Ces caractères ne sont pas autorisés : [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Au moins 10 caractères.',
  'rules.max25': '25 caractères au maximum.',
  'rules.validPasswordCharacters':
    'Incluez un chiffre, une minuscule, une majuscule et un caractère spécial.',
  'rules.passwordMustMatch': 'Les mots de passe ne correspondent pas.',
  'rules.pinMustMatch': 'Les codes PIN ne correspondent pas.',
} satisfies Translation<typeof rules>;
