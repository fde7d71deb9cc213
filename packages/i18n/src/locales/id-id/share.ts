import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'Bagikan',
  'share.title': 'Bagikan {title}',
  'share.loading': 'Memuat pengaturan berbagi…',
  'share.accessLabel': 'Akses dari luar organisasi',
  'share.access.none': 'Tanpa akses dari luar',
  'share.access.restricted': 'Terbatas pada domain dan email',
  'share.access.public': 'Siapa saja yang memiliki tautan',
  'share.access.password': 'Dilindungi kata sandi',
  'share.publicToggle': 'Tautan publik',
  'share.publicHint': 'Siapa saja yang memiliki tautan dapat menonton alur kerja ini tanpa masuk.',
  'share.notAllowed': 'Organisasi Anda tidak mengizinkan tautan publik.',
  'share.linkLabel': 'Tautan untuk dibagikan',
  'share.copy': 'Salin tautan',
  'share.copied': 'Tautan disalin',
  'share.copyFailed': 'Tidak dapat menyalin. Pilih tautan dan salin sendiri.',
  'share.saved': 'Tersimpan',
} satisfies Translation<typeof share>;
