import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'Transkrip dan subtitel',
  'transcript.dialogTitle': 'Transkrip {title}',
  'transcript.cardNotice': 'Tidak ada transkrip: pengenalan suara belum dikonfigurasi.',
  'transcript.cardAdd': 'Tambahkan transkrip',
  'transcript.notConfiguredTitle': 'Pengenalan suara belum dikonfigurasi',
  'transcript.notConfigured':
    'Server ini tidak mentranskripsi video, jadi alur kerja ini tidak punya transkrip: langkah-langkahnya tidak punya judul dari ucapan, tidak ada subtitel, dan pencarian maupun asisten tidak menemukan apa pun yang diucapkan di dalamnya. Ketik atau tempel transkripnya, atau unggah subtitel (.srt atau .vtt).',
  'transcript.configureHow':
    'Agar unggahan ditranskripsi otomatis, administrator mengatur AI_BASE_URL dan AI_API_KEY (layanan yang kompatibel dengan OpenAI) atau WHISPER_MODEL (model whisper.cpp lokal) di server lalu memulai ulang server.',
  'transcript.loading': 'Memuat transkrip…',
  'transcript.loadFailed': 'Transkrip tidak dapat dimuat: {message}',
  'transcript.none': 'Belum ada transkrip dalam bahasa ini.',
  'transcript.current': 'Transkrip berisi {count} kalimat ({source}).',
  'transcript.sourceAuthor': 'ditulis atau diunggah oleh penulis',
  'transcript.sourceProvider': 'dari pengenalan suara',
  'transcript.language': 'Bahasa',
  'transcript.languageSearch': 'Cari bahasa',
  'transcript.noLanguage': 'Bahasa tidak ditemukan',
  'transcript.uploadTitle': 'Unggah subtitel',
  'transcript.uploadLabel': 'Berkas subtitel (.srt atau .vtt)',
  'transcript.uploadHint':
    'Setiap cue menjadi kalimat beserta waktunya. Langkah tanpa judul sendiri diberi judul dari kalimat pertama yang diucapkan di dalamnya.',
  'transcript.upload': 'Unggah',
  'transcript.wrongType': 'Pilih berkas .srt atau .vtt.',
  'transcript.readFailed': 'Berkas tidak dapat dibaca.',
  'transcript.typeTitle': 'Ketik atau tempel transkrip',
  'transcript.typeLabel': 'Teks transkrip',
  'transcript.typeHint':
    'Tidak perlu waktu. Baris kosong memulai teks langkah berikutnya, berurutan; di dalam satu langkah, setiap kalimat mendapat waktu sebanding dengan panjangnya. Teks tanpa baris kosong disebar ke seluruh video.',
  'transcript.save': 'Simpan transkrip',
  'transcript.empty': 'Ketik atau tempel teks terlebih dahulu.',
  'transcript.saved': 'Transkrip disimpan: {count} kalimat.',
  'transcript.failed': 'Transkrip tidak disimpan: {message}',
  'transcript.downloadTitle': 'Unduh subtitel',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'Subtitel tidak dapat diunduh: {message}',
  'transcript.playerNotConfigured':
    'Tidak ada transkrip: pengenalan suara belum dikonfigurasi di server ini, jadi tidak ada subtitel dan tidak ada yang bisa dicari. Penulis dapat menambahkannya dari kartu alur kerja (Transkrip dan subtitel); administrator dapat mengatur AI_BASE_URL dan AI_API_KEY, atau WHISPER_MODEL, agar unggahan ditranskripsi.',
  'transcript.playerNone':
    'Alur kerja ini belum punya transkrip, jadi tidak ada subtitel dan tidak ada yang bisa dicari.',
} satisfies Translation<typeof transcript>;
