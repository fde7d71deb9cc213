import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Izin',
  'permissions.intro':
    'Pengaturan seluruh organisasi untuk berbagi, unduhan, sesi, dan penyematan. Pembatasan IP memiliki halamannya sendiri.',
  'permissions.loading': 'Memuat izin…',
  'permissions.loadFailed': 'Izin tidak dapat dimuat.',
  'permissions.sharing': 'Berbagi dan unduhan',
  'permissions.disablePublicLinks': 'Nonaktifkan tautan publik',
  'permissions.disablePublicLinksHint':
    'Tidak ada yang dapat membagikan konten melalui tautan yang berfungsi tanpa masuk.',
  'permissions.disableDownloads': 'Nonaktifkan unduhan',
  'permissions.disableDownloadsHint': 'Tidak ada yang dapat mengunduh video atau lampirannya.',
  'permissions.session': 'Sesi',
  'permissions.autoLogout': 'Keluar otomatis setelah tidak aktif',
  'permissions.autoLogoutTimeout': 'Waktu tidak aktif sebelum keluar (menit)',
  'permissions.timeoutRange': 'Masukkan menit bulat dari {min} hingga {max}.',
  'permissions.origins': 'Situs yang boleh menyematkan pemutar',
  'permissions.originsHint':
    'Halaman pada origin ini dapat mengendalikan pemutar di dalam iframe. Origin terdiri dari http atau https, host, dan port opsional, tanpa path: misalnya https://lms.example.com.',
  'permissions.originsEmpty':
    'Belum ada situs yang diizinkan: hanya portal ini yang mengendalikan pemutarnya.',
  'permissions.originsCount': '{count} dari {max} origin',
  'permissions.newOrigin': 'Origin yang diizinkan',
  'permissions.addOrigin': 'Tambah',
  'permissions.remove': 'Hapus',
  'permissions.removeOrigin': 'Hapus {origin}',
  'permissions.originAdded': '{origin} ditambahkan. Simpan untuk menerapkan.',
  'permissions.originRemoved': '{origin} dihapus. Simpan untuk menerapkan.',
  'permissions.origin.empty': 'Masukkan origin yang akan ditambahkan.',
  'permissions.origin.invalid':
    'Ini bukan origin. Gunakan http:// atau https://, host, dan port opsional, tanpa path: misalnya https://lms.example.com.',
  'permissions.origin.duplicate': 'Origin ini sudah ada di daftar.',
  'permissions.origin.tooMany':
    'Daftar penuh: paling banyak {max} origin. Hapus satu terlebih dahulu.',
  'permissions.origin.storedInvalid': 'Origin tidak valid: hapus sebelum menyimpan.',
  'permissions.saveFailed': 'Izin tidak dapat disimpan.',
  'permissions.saved': 'Izin telah disimpan.',
  'permissions.saving': 'Menyimpan…',
  'permissions.discard': 'Buang perubahan',
} satisfies Translation<typeof permissions>;
