import type { Translation } from '../../catalogue.js';
import type account from '../en/account.js';

export default {
  'account.inviteTitle': 'アカウントを作成',
  'account.trialTitle': '無料トライアルを開始',
  'account.name': '名前',
  'account.password': 'パスワード',
  'account.newPassword': '新しいパスワード',
  'account.confirmPassword': 'パスワードの確認',
  'account.newPin': '新しい PIN',
  'account.confirmPin': 'PIN の確認',
  'account.create': 'アカウントを作成',
  'account.creating': '作成しています…',
  'account.confirm': '確定',
  'account.saving': '保存しています…',
  'account.passwordHint': '10〜25 文字で、数字・小文字・大文字・記号を含め、スペースは使えません。',
  'account.newPasswordTitle': '新しいパスワードを設定',
  'account.newPinTitle': '新しい PIN を設定',
  'account.newPinFor': '社員 ID：{account}',
  'account.passwordChanged': 'パスワードを変更しました。ログインしています…',
  'account.expiredTitle': 'このリンクは有効期限が切れています',
  'account.expiredInvite':
    '招待リンクの有効期限が切れています。管理者にもう一度招待を依頼してください。',
  'account.expiredReset':
    'パスワードリセット用リンクの有効期限が切れています。新しいリンクを依頼できます。',
  'account.expiredGeneric': 'このリンクは無効になりました。ログインページからやり直してください。',
  'account.sendNewLink': '新しいリンクを送信',
  'account.newLinkSent': '{email} 宛てに新しいリンクを送信しました。',
  'account.alertPasswordFormatError': 'パスワードがルールを満たしていません。',
  'account.alertPasswordIncludeCertainValue': 'パスワードにアカウント名を含めることはできません。',
  'account.alertPasswordReused': '新しいパスワードは現在のパスワードと異なるものにしてください。',
  'account.alertFailedSetPassword': 'パスワードを設定できませんでした。ログイン画面に戻ります。',
} satisfies Translation<typeof account>;
