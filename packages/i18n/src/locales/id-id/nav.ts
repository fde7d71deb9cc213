import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'Utama',
  'nav.home': 'Beranda',
  'nav.ownedByMe': 'Milik saya',
  'nav.search': 'Cari alur kerja',
  'nav.searchPlaceholder': 'Cari…',
  'nav.workspaces': 'Ruang kerja saya',
  'nav.noWorkspaces': 'Anda belum tergabung dalam ruang kerja mana pun.',
  'nav.notFoundTitle': 'Halaman tidak ditemukan',
  'nav.notFound': 'Halaman yang Anda cari tidak ada.',
  'nav.forbiddenTitle': 'Tidak ada akses',
  'nav.forbidden': 'Anda tidak memiliki izin untuk membuka halaman ini.',
  'nav.goHome': 'Ke beranda',
  'nav.navigationFailedHint': 'Halaman tidak dapat dibuka.',
  'nav.tryAgain': 'Coba lagi',
  'nav.sharedTitle': 'Perangkat bersama',
  'nav.sharedIntro':
    'Anda masuk dengan akun bersama. Buka konten yang Anda perlukan dari beranda atau pencarian.',
  'nav.openHome': 'Buka beranda',
  'nav.openSearch': 'Cari',
} satisfies Translation<typeof nav>;
