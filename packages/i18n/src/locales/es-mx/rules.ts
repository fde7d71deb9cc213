import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Este campo es obligatorio.',
  'rules.noSpace': 'Sin espacios, por favor.',
  'rules.noAllSpace': 'No puede contener solo espacios.',
  'rules.invalidEmail': 'Escribe un correo electrónico válido.',
  'rules.max90': 'Máximo 90 caracteres.',
  'rules.invalidName': 'No se permiten estos caracteres: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Usa al menos 10 caracteres.',
  'rules.max25': 'Usa como máximo 25 caracteres.',
  'rules.validPasswordCharacters':
    'Incluye un dígito, una minúscula, una mayúscula y un carácter especial.',
  'rules.passwordMustMatch': 'Las contraseñas no coinciden.',
  'rules.pinMustMatch': 'Los PIN no coinciden.',
} satisfies Translation<typeof rules>;
