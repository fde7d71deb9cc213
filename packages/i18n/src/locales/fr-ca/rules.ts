import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Ce champ est obligatoire.',
  'rules.noSpace': "Pas d'espaces, s'il vous plaît.",
  'rules.noAllSpace': 'Il ne peut pas contenir uniquement des espaces.',
  'rules.invalidEmail': 'Entrez une adresse courriel valide.',
  'rules.max90': '90 caractères au maximum.',
  'rules.invalidName': 'Ces caractères ne sont pas permis : [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Au moins 10 caractères.',
  'rules.max25': '25 caractères au maximum.',
  'rules.validPasswordCharacters':
    'Incluez un chiffre, une minuscule, une majuscule et un caractère spécial.',
  'rules.passwordMustMatch': 'Les mots de passe ne correspondent pas.',
  'rules.pinMustMatch': 'Les NIP ne correspondent pas.',
} satisfies Translation<typeof rules>;
