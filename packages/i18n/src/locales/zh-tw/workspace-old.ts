import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': '歡迎，{name}',
  'home.intro': '從側邊選單選擇工作區以查看其工作流程，或在所有工作區中搜尋。',
  'workspace.tabs': '工作區內容',
  'workspace.tab.workflow': '工作流程',
  'workspace.counts': '工作流程數量',
  'workspace.count.created': '已建立',
  'workspace.count.published': '已發布',
  'workspace.count.unpublished': '未發布',
  'workspace.upload': '上傳影片',
  'workspace.empty': '此工作區還沒有工作流程。',
  'workspace.emptyUpload': '上傳影片即可建立第一個工作流程。',
  'workspace.interrupted': '此工作區有 {count} 個上傳在完成前中斷。',
  'workspace.reviewUploads': '檢視上傳',
  'ownedByMe.title': '我擁有的',
  'ownedByMe.tabs': '您擁有的內容',
  'ownedByMe.tab.workflows': '工作流程',
  'ownedByMe.empty': '您尚未建立任何工作流程。',
  'pager.label': '分頁',
  'pager.previous': '上一頁',
  'pager.next': '下一頁',
  'pager.status': '第 {page} 頁，共 {pageCount} 頁',
} satisfies Translation<typeof workspaceOld>;
