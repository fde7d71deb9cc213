import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'Kolom ini wajib diisi.',
  'rules.noSpace': 'Jangan gunakan spasi.',
  'rules.noAllSpace': 'Tidak boleh hanya berisi spasi.',
  'rules.invalidEmail': 'Masukkan alamat email yang valid.',
  'rules.max90': 'Maksimal 90 karakter.',
  'rules.invalidName': 'Karakter berikut tidak diizinkan: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'Gunakan minimal 10 karakter.',
  'rules.max25': 'Gunakan maksimal 25 karakter.',
  'rules.validPasswordCharacters': 'Sertakan angka, huruf kecil, huruf besar, dan karakter khusus.',
  'rules.passwordMustMatch': 'Kata sandi tidak cocok.',
  'rules.pinMustMatch': 'PIN tidak cocok.',
} satisfies Translation<typeof rules>;
