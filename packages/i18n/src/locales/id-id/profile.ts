import type { Translation } from '../../catalogue.js';
import type profile from '../en/profile.js';

export default {
  'profile.title': 'Profil saya',
  'profile.nameSection': 'Nama',
  'profile.displayName': 'Nama tampilan',
  'profile.email': 'Email',
  'profile.employeeId': 'ID karyawan',
  'profile.saved': 'Tersimpan.',
  'profile.preferences': 'Preferensi',
  'profile.language': 'Bahasa',
  'profile.passwordSection': 'Ubah kata sandi',
  'profile.currentPassword': 'Kata sandi saat ini',
  'profile.newPassword': 'Kata sandi baru',
  'profile.confirmPassword': 'Konfirmasi kata sandi baru',
  'profile.changePassword': 'Ubah kata sandi',
  'profile.passwordChanged': 'Kata sandi Anda telah diubah.',
} satisfies Translation<typeof profile>;
