import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    'Baru pertama masuk atau PIN diatur ulang? Atur PIN Anda dengan kode penyiapan',
  'pinSetup.pinOrPassword': 'PIN atau kata sandi',
  'pinSetup.intro':
    'Masukkan kode penyiapan yang diberikan administrator Anda (atau yang dikirim lewat email), lalu pilih PIN Anda.',
  'pinSetup.code': 'Kode penyiapan',
  'pinSetup.codeHint': '8 karakter, misalnya K7QM-4TXP. Setiap kode hanya berlaku sekali.',
  'pinSetup.codeFormat': 'Masukkan 8 karakter kode penyiapan Anda.',
  'pinSetup.codeInvalid':
    'Kode penyiapan ini tidak valid: mungkin salah ketik, sudah dipakai, atau kedaluwarsa. Minta kode baru kepada administrator Anda.',
  'pinSetup.noCode':
    'Tidak punya kode? Hanya administrator yang dapat mengatur ulang PIN; mintalah kode penyiapan kepada administrator Anda.',
  'pinSetup.backToSignIn': 'Kembali ke halaman masuk',
} satisfies Translation<typeof pinSetup>;
