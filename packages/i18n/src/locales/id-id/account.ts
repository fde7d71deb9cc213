import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'Buat akun Anda',
  'account.trialTitle': 'Mulai uji coba gratis',
  'account.name': 'Nama',
  'account.password': 'Kata sandi',
  'account.newPassword': 'Kata sandi baru',
  'account.confirmPassword': 'Konfirmasi kata sandi',
  'account.newPin': 'PIN baru',
  'account.confirmPin': 'Konfirmasi PIN',
  'account.create': 'Buat akun',
  'account.creating': 'Membuat…',
  'account.confirm': 'Konfirmasi',
  'account.saving': 'Menyimpan…',
  'account.passwordHint':
    '10 sampai 25 karakter dengan angka, huruf kecil, huruf besar, dan karakter khusus; tanpa spasi.',
  'account.newPasswordTitle': 'Pilih kata sandi baru',
  'account.newPinTitle': 'Pilih PIN baru',
  'account.newPinFor': 'ID karyawan: {account}',
  'account.passwordChanged': 'Kata sandi Anda telah diubah. Sedang masuk…',
  'account.expiredTitle': 'Tautan ini sudah kedaluwarsa',
  'account.expiredInvite':
    'Tautan undangan Anda sudah kedaluwarsa. Minta administrator untuk mengundang Anda lagi.',
  'account.expiredReset':
    'Tautan atur ulang kata sandi Anda sudah kedaluwarsa. Anda dapat meminta yang baru.',
  'account.expiredGeneric': 'Tautan ini tidak lagi berlaku. Mulai lagi dari halaman masuk.',
  'account.sendNewLink': 'Kirim tautan baru',
  'account.newLinkSent': 'Tautan baru sedang dikirim ke {email}.',
  'account.alertPasswordFormatError': 'Kata sandi tidak memenuhi aturan.',
  'account.alertPasswordIncludeCertainValue': 'Kata sandi tidak boleh berisi nama akun Anda.',
  'account.alertPasswordReused': 'Kata sandi baru harus berbeda dari yang sekarang.',
  'account.alertFailedSetPassword': 'Kata sandi Anda tidak dapat diatur. Kembali ke halaman masuk.',
} satisfies Translation<typeof account>;
