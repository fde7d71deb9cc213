import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': '불러오는 중…',
  'common.retry': '다시 시도',
  'common.close': '닫기',
  'common.cancel': '취소',
  'common.save': '저장',
  'common.confirm': '확인',
  'common.errorTitle': '문제가 발생했습니다',
  'common.notFound': '존재하지 않는 페이지입니다.',
} satisfies Translation<typeof common>;
