import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink':
    '初めてのログインですか？PIN がリセットされましたか？セットアップコードで PIN を設定してください',
  'pinSetup.pinOrPassword': 'PIN またはパスワード',
  'pinSetup.intro':
    '管理者から受け取った（またはメールで届いた）セットアップコードを入力し、PIN を選んでください。',
  'pinSetup.code': 'セットアップコード',
  'pinSetup.codeHint': '8 文字です（例：K7QM-4TXP）。各コードは 1 回だけ使えます。',
  'pinSetup.codeFormat': 'セットアップコードの 8 文字を入力してください。',
  'pinSetup.codeInvalid':
    'このセットアップコードは無効です。入力ミス、使用済み、または期限切れの可能性があります。管理者に新しいコードを依頼してください。',
  'pinSetup.noCode':
    'コードがない場合：PIN をリセットできるのは管理者だけです。管理者にセットアップコードを依頼してください。',
  'pinSetup.backToSignIn': 'ログイン画面に戻る',
} satisfies Translation<typeof pinSetup>;
