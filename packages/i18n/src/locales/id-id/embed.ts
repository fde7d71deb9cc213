import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'Sematkan',
  'embed.title': 'Sematkan {title}',
  'embed.scriptLabel': 'Tag script: pemutar di halaman Anda',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Kendalikan iframe dari halaman Anda (SDK JavaScript)',
  'embed.copy': 'Salin kode',
  'embed.copied': 'Disalin',
  'embed.publicHint': 'Tautan publik aktif: cuplikan ini dapat diputar oleh siapa saja.',
  'embed.signedInHint':
    'Tautan publik nonaktif: cuplikan ini hanya dapat diputar oleh orang yang masuk ke Stepwise. Aktifkan tautan publik di Bagikan untuk menyematkan bagi semua orang.',
  'embed.originsNote':
    'Halaman yang mengendalikan pemutar melalui SDK harus ada di daftar origin yang diizinkan organisasi Anda.',
  'embed.originsLink': 'Pengaturan origin yang diizinkan',
} satisfies Translation<typeof embed>;
