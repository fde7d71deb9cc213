import type { Translation } from '../../catalogue.js';
import type auth from '../en/auth.js';

export default {
  'auth.signInTitle': 'Masuk ke Stepwise',
  'auth.email': 'Email',
  'auth.password': 'Kata sandi',
  'auth.signIn': 'Masuk',
  'auth.signingIn': 'Sedang masuk…',
  'auth.sessionExpired': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  'auth.signOut': 'Keluar',
  'auth.invalidLoginCredentials': 'Email atau kata sandi salah.',
  'auth.useSsoLogin': 'Organisasi Anda masuk dengan sistem masuk tunggal (SSO).',
  'auth.emailOrId': 'Email atau ID karyawan',
  'auth.next': 'Berikutnya',
  'auth.checking': 'Memeriksa…',
  'auth.greeting': 'Halo {name}',
  'auth.back': 'Kembali',
  'auth.pin': 'PIN',
  'auth.masterPassword': 'Kata sandi utama',
  'auth.forgotPassword': 'Lupa kata sandi?',
  'auth.forgotPin': 'Lupa PIN?',
  'auth.forgotPinTitle': 'Atur ulang PIN',
  'auth.resetTitle': 'Atur ulang kata sandi',
  'auth.resetIntro':
    'Masukkan email Anda dan kami akan mengirim tautan untuk memilih kata sandi baru.',
  'auth.sendResetLink': 'Kirim tautan',
  'auth.pinResetByAdmin': 'PIN Anda hanya dapat diatur ulang oleh administrator.',
  'auth.requestPinReset': 'Minta administrator',
  'auth.resetSuccessTitle': 'Periksa email Anda',
  'auth.resetSuccess':
    'Jika ada akun untuk {email}, tautan untuk mengatur ulang kata sandi sedang dikirim.',
  'auth.pinRequestSentTitle': 'Permintaan terkirim',
  'auth.pinRequestSent': 'Administrator Anda telah diminta untuk mengatur ulang PIN Anda.',
  'auth.backToSignIn': 'Kembali ke halaman masuk',
  'auth.retry': 'Coba lagi',
  'auth.close': 'Tutup',
  'auth.ok': 'OK',
  'auth.cookiePolicy': 'Kebijakan cookie dan privasi',
  'auth.cookieNotice': 'Kami menggunakan cookie agar Anda tetap masuk dan bahasa Anda diingat.',
  'auth.cookiePolicyText':
    'Stepwise hanya menyimpan yang diperlukan agar berfungsi: sesi masuk, bahasa antarmuka, dan tema Anda. Data ini tidak digunakan untuk iklan dan tidak dibagikan kepada pihak ketiga.',
  'auth.privacyPolicy': 'Kebijakan privasi',
  'auth.privacyPolicyText':
    'Organisasi Anda mengelola konten dan akun di ruang kerja ini. Tanyakan kepada administrator bagaimana data pribadi Anda ditangani.',
  'auth.copyright': '© {year} Stepwise. Hak cipta dilindungi.',
  'auth.about': 'Tentang',
  'auth.aboutText':
    'Stepwise mengubah video panduan menjadi instruksi kerja langkah demi langkah untuk tim Anda.',
  'auth.headerLinks': 'Opsi masuk',
  'auth.language': 'Bahasa',
  'auth.loggedOutTitle': 'Anda telah keluar',
  'auth.loggedOutMessage':
    'Anda telah keluar dari Stepwise. Demi keamanan, keluarlah juga dari semua aplikasi lain yang Anda gunakan dengan akun ini.',
  'auth.alertDisableDHLogin': 'Masuk dengan ID karyawan dinonaktifkan untuk organisasi Anda.',
  'auth.alertEmployeeIdInvalid': 'Pengaturan masuk organisasi Anda tidak dapat dimuat.',
  'auth.alertInvalidId': 'ID ini tidak valid.',
  'auth.alertResetFailed': 'Permintaan pengaturan ulang gagal. Silakan coba lagi.',
  'auth.tooManyAttempts':
    'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam {minutes} menit.',
} satisfies Translation<typeof auth>;
