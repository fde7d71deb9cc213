import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': '{name}님, 환영합니다',
  'home.intro': '사이드 메뉴에서 워크스페이스를 선택해 워크플로를 보거나 전체를 검색하세요.',
  'workspace.tabs': '워크스페이스 콘텐츠',
  'workspace.tab.workflow': '워크플로',
  'workspace.counts': '워크플로 수',
  'workspace.count.created': '생성됨',
  'workspace.count.published': '게시됨',
  'workspace.count.unpublished': '게시 안 됨',
  'workspace.upload': '동영상 업로드',
  'workspace.empty': '이 워크스페이스에는 아직 워크플로가 없습니다.',
  'workspace.emptyUpload': '동영상을 업로드해 첫 워크플로를 만들어 보세요.',
  'workspace.interrupted': '이 워크스페이스에서 업로드 {count}건이 완료되기 전에 중단되었습니다.',
  'workspace.reviewUploads': '업로드 확인',
  'ownedByMe.title': '내 소유',
  'ownedByMe.tabs': '내가 소유한 콘텐츠',
  'ownedByMe.tab.workflows': '워크플로',
  'ownedByMe.empty': '아직 만든 워크플로가 없습니다.',
  'pager.label': '페이지',
  'pager.previous': '이전 페이지',
  'pager.next': '다음 페이지',
  'pager.status': '{pageCount}페이지 중 {page}페이지',
} satisfies Translation<typeof workspaceOld>;
