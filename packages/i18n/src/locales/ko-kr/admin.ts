import type { Translation } from '../../catalogue.js';
import type admin from '../en/admin.js';

export default {
  'admin.name': '이름',
  'admin.actions': '작업',
  'admin.create': '만들기',
  'admin.rename': '이름 변경',
  'admin.renameNamed': '{name} 이름 변경',
  'admin.delete': '삭제',
  'admin.deleteNamed': '{name} 삭제',
  'admin.groups.title': '워크스페이스 그룹',
  'admin.groups.create': '새 워크스페이스 그룹',
  'admin.groups.empty': '아직 워크스페이스 그룹이 없습니다.',
  'admin.groups.default': '기본값',
  'admin.groups.workspaceCount': '워크스페이스',
  'admin.groups.moveUp': '{name} 위로 이동',
  'admin.groups.moveDown': '{name} 아래로 이동',
  'admin.groups.deleteConfirm':
    '워크스페이스 그룹 ‘{name}’을(를) 삭제할까요? 비어 있는 그룹만 삭제할 수 있습니다.',
  'admin.groups.back': '모든 워크스페이스 그룹',
  'admin.workspaces.title': '워크스페이스',
  'admin.workspaces.create': '새 워크스페이스',
  'admin.workspaces.colour': '색상',
  'admin.workspaces.colourOf': '{name} 색상',
  'admin.workspaces.private': '비공개',
  'admin.workspaces.privateOf': '{name} 비공개 여부',
  'admin.workspaces.group': '워크스페이스 그룹',
  'admin.workspaces.groupOf': '{name}의 워크스페이스 그룹',
  'admin.workspaces.deleteConfirm':
    '워크스페이스 ‘{name}’을(를) 삭제할까요? 멤버, 즐겨찾기, 팀도 함께 삭제됩니다.',
  'admin.colour.red': '빨간색',
  'admin.colour.purple': '보라색',
  'admin.colour.green': '초록색',
  'admin.colour.blue': '파란색',
  'admin.colour.yellow': '노란색',
  'admin.alertGetRusticiDownloadHistoryFailed': 'SCORM 내보내기 기록을 불러오지 못했습니다.',
} satisfies Translation<typeof admin>;
