import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'Selamat datang, {name}',
  'home.intro':
    'Pilih ruang kerja di menu samping untuk melihat alur kerjanya, atau cari di semuanya.',
  'workspace.tabs': 'Konten ruang kerja',
  'workspace.tab.workflow': 'Alur kerja',
  'workspace.counts': 'Jumlah alur kerja',
  'workspace.count.created': 'Dibuat',
  'workspace.count.published': 'Dipublikasikan',
  'workspace.count.unpublished': 'Belum dipublikasikan',
  'workspace.upload': 'Unggah video',
  'workspace.empty': 'Belum ada alur kerja di ruang kerja ini.',
  'workspace.emptyUpload': 'Unggah video untuk membuat yang pertama.',
  'workspace.interrupted': '{count} unggahan di ruang kerja ini berhenti sebelum selesai.',
  'workspace.reviewUploads': 'Tinjau unggahan',
  'ownedByMe.title': 'Milik saya',
  'ownedByMe.tabs': 'Konten milik Anda',
  'ownedByMe.tab.workflows': 'Alur kerja',
  'ownedByMe.empty': 'Anda belum membuat alur kerja apa pun.',
  'pager.label': 'Halaman',
  'pager.previous': 'Halaman sebelumnya',
  'pager.next': 'Halaman berikutnya',
  'pager.status': 'Halaman {page} dari {pageCount}',
} satisfies Translation<typeof workspaceOld>;
