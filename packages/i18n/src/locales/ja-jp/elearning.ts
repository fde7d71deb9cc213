import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'サインインしています…',
  'elearning.welcome': 'ようこそ！まもなくコースが始まります。',
  'elearning.noPermissionHint':
    '学習プラットフォームからもう一度コースを開くか、管理者にアクセス権を依頼してください。',
} satisfies Translation<typeof elearning>;
