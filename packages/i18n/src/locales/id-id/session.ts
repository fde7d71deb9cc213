import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'Akses dari jaringan ini dibatasi',
  'session.ipCheckFailed':
    'Kami tidak dapat memeriksa apakah jaringan Anda diizinkan. Silakan coba lagi.',
  'session.forbiddenAccountTitle': 'Akun ini tidak dapat masuk di sini',
  'session.forbiddenAccount':
    'Akun dari generasi organisasi ini tidak didukung. Anda akan dikeluarkan.',
  'session.consentsTitle': 'Harap tinjau dan setujui',
  'session.consentAgree': 'Setuju',
  'session.consentDecline': 'Tolak',
  'session.consentMandatory': 'Wajib',
  'session.consentMandatoryRefused': 'Anda harus menyetujui ini untuk terus menggunakan Stepwise.',
  'session.idleLoggedOut': 'Anda dikeluarkan setelah tidak aktif selama beberapa waktu.',
} satisfies Translation<typeof session>;
