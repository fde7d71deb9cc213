import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
  'common.close': 'Tutup',
  'common.cancel': 'Batal',
  'common.save': 'Simpan',
  'common.confirm': 'Konfirmasi',
  'common.errorTitle': 'Terjadi kesalahan',
  'common.notFound': 'Halaman ini tidak ada.',
} satisfies Translation<typeof common>;
