import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': 'Nama',
  'admin.actions': 'Tindakan',
  'admin.create': 'Buat',
  'admin.rename': 'Ganti nama',
  'admin.renameNamed': 'Ganti nama {name}',
  'admin.delete': 'Hapus',
  'admin.deleteNamed': 'Hapus {name}',
  'admin.groups.title': 'Grup ruang kerja',
  'admin.groups.create': 'Grup ruang kerja baru',
  'admin.groups.empty': 'Belum ada grup ruang kerja.',
  'admin.groups.default': 'Bawaan',
  'admin.groups.workspaceCount': 'Ruang kerja',
  'admin.groups.moveUp': 'Pindahkan {name} ke atas',
  'admin.groups.moveDown': 'Pindahkan {name} ke bawah',
  'admin.groups.deleteConfirm':
    'Hapus grup ruang kerja “{name}”? Hanya grup kosong yang dapat dihapus.',
  'admin.groups.back': 'Semua grup ruang kerja',
  'admin.workspaces.title': 'Ruang kerja',
  'admin.workspaces.create': 'Ruang kerja baru',
  'admin.workspaces.colour': 'Warna',
  'admin.workspaces.colourOf': 'Warna {name}',
  'admin.workspaces.private': 'Pribadi',
  'admin.workspaces.privateOf': '{name} bersifat pribadi',
  'admin.workspaces.group': 'Grup ruang kerja',
  'admin.workspaces.groupOf': 'Grup ruang kerja {name}',
  'admin.workspaces.deleteConfirm':
    'Hapus ruang kerja “{name}”? Anggota, favorit, dan timnya ikut dihapus.',
  'admin.colour.red': 'Merah',
  'admin.colour.purple': 'Ungu',
  'admin.colour.green': 'Hijau',
  'admin.colour.blue': 'Biru',
  'admin.colour.yellow': 'Kuning',
  'admin.alertGetRusticiDownloadHistoryFailed': 'Riwayat ekspor SCORM tidak dapat dimuat.',
} satisfies Translation<typeof admin>;
