import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Este campo é obrigatório.',
  'rules.noSpace': 'Não use espaços.',
  'rules.noAllSpace': 'Não pode conter apenas espaços.',
  'rules.invalidEmail': 'Digite um endereço de e-mail válido.',
  'rules.max90': 'No máximo 90 caracteres.',
  'rules.invalidName': 'Estes caracteres não são permitidos: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Use pelo menos 10 caracteres.',
  'rules.max25': 'Use no máximo 25 caracteres.',
  'rules.validPasswordCharacters':
    'Inclua um número, uma letra minúscula, uma maiúscula e um caractere especial.',
  'rules.passwordMustMatch': 'As senhas não coincidem.',
  'rules.pinMustMatch': 'Os PINs não coincidem.',
} satisfies Translation<typeof rules>;
