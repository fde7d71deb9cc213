import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'Ekspor sebagai SCORM',
  'scorm.dialogTitle': 'Ekspor “{title}” sebagai SCORM',
  'scorm.intro':
    'Paket memutar alur kerja ini dari server ini, sehingga perubahan berikutnya sampai ke peserta tanpa impor ulang.',
  'scorm.standard': 'Standar pembelajaran',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004 (edisi ke-4)',
  'scorm.resolution': 'Kualitas video',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    'Alur kerja ini belum dipublikasikan: ekspornya berakhir dengan galat sampai Anda memublikasikannya dan mencoba lagi.',
  'scorm.export': 'Ekspor',
  'scorm.status.pending': 'Menunggu',
  'scorm.status.processing': 'Menyiapkan',
  'scorm.status.finished': 'Selesai',
  'scorm.status.error': 'Galat',
  'scorm.notReady': 'Paket sedang disiapkan…',
  'scorm.ready': 'Paket sudah siap.',
  'scorm.download': 'Unduh',
  'scorm.downloadOf': 'Unduh ekspor tanggal {date}',
  'scorm.retry': 'Coba lagi',
  'scorm.retryOf': 'Coba lagi ekspor tanggal {date}',
  'scorm.history': 'Riwayat ekspor SCORM',
  'scorm.history.scope':
    'Admin melihat semua ekspor organisasi; penerbit melihat ekspor mereka sendiri.',
  'scorm.history.loading': 'Memuat ekspor…',
  'scorm.history.empty': 'Belum ada ekspor SCORM.',
  'scorm.history.filter': 'Jenis ekspor',
  'scorm.history.allTypes': 'Semua jenis',
  'scorm.history.date': 'Tanggal',
  'scorm.history.type': 'Jenis',
  'scorm.history.workflows': 'Alur kerja',
  'scorm.history.status': 'Status',
  'scorm.history.actions': 'Tindakan',
  'scorm.history.unavailable': 'Alur kerja tidak tersedia ({id})',
} satisfies Translation<typeof scorm>;
