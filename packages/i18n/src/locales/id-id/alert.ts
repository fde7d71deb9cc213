import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'Terjadi kesalahan tak terduga. Silakan coba lagi.',
  'alert.loginFailed': 'Gagal masuk',
  'alert.failedToLoadContent': 'Gagal memuat konten.',
  'alert.emailNotRegistered': 'Akun email ini tidak terdaftar di {provider}.',
  'alert.invalidEmployeeId': 'ID karyawan tidak valid.',
  'alert.clientKeyRequired': 'Kunci klien diperlukan untuk masuk dengan ID karyawan.',
  'alert.navigationFailed': 'Gagal membuka halaman',
  'alert.connectionFailed': 'Tidak dapat terhubung ke server.',
  'alert.connectionFailedHint': 'Periksa koneksi Anda, lalu coba lagi.',
  'alert.restrictedIp': 'Organisasi Anda tidak mengizinkan akses dari jaringan ini.',
  'alert.offline':
    'Anda sedang offline. Perubahan yang Anda buat sekarang mungkin tidak tersimpan.',
} satisfies Translation<typeof alert>;
