import type { Translation } from '../../catalogue.js';
import type scorm from '../en/scorm.js';

export default {
  'scorm.tool': 'SCORM으로 내보내기',
  'scorm.dialogTitle': '“{title}”을(를) SCORM으로 내보내기',
  'scorm.intro':
    '패키지는 이 서버에서 워크플로를 재생하므로 이후 수정 사항이 다시 가져오지 않아도 학습자에게 반영됩니다.',
  'scorm.standard': '학습 표준',
  'scorm.type.SCORM_12': 'SCORM 1.2',
  'scorm.type.SCORM_2004': 'SCORM 2004(4판)',
  'scorm.resolution': '동영상 화질',
  'scorm.resolutionValue': '{height}p',
  'scorm.unpublishedHint':
    '이 워크플로는 게시되지 않았습니다. 게시하고 다시 시도할 때까지 내보내기는 오류로 끝납니다.',
  'scorm.export': '내보내기',
  'scorm.status.pending': '대기 중',
  'scorm.status.processing': '준비 중',
  'scorm.status.finished': '완료',
  'scorm.status.error': '오류',
  'scorm.notReady': '패키지를 준비하는 중…',
  'scorm.ready': '패키지가 준비되었습니다.',
  'scorm.download': '다운로드',
  'scorm.downloadOf': '{date} 내보내기 다운로드',
  'scorm.retry': '다시 시도',
  'scorm.retryOf': '{date} 내보내기 다시 시도',
  'scorm.history': 'SCORM 내보내기 기록',
  'scorm.history.scope': '관리자는 조직의 모든 내보내기를, 게시자는 자신의 내보내기를 봅니다.',
  'scorm.history.loading': '내보내기를 불러오는 중…',
  'scorm.history.empty': '아직 SCORM 내보내기가 없습니다.',
  'scorm.history.filter': '내보내기 유형',
  'scorm.history.allTypes': '모든 유형',
  'scorm.history.date': '날짜',
  'scorm.history.type': '유형',
  'scorm.history.workflows': '워크플로',
  'scorm.history.status': '상태',
  'scorm.history.actions': '작업',
  'scorm.history.unavailable': '사용할 수 없는 워크플로({id})',
} satisfies Translation<typeof scorm>;
