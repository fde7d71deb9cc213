import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': '欢迎，{name}',
  'home.intro': '从侧边菜单选择一个工作区查看其工作流程，或在所有工作区中搜索。',
  'workspace.tabs': '工作区内容',
  'workspace.tab.workflow': '工作流程',
  'workspace.counts': '工作流程数量',
  'workspace.count.created': '已创建',
  'workspace.count.published': '已发布',
  'workspace.count.unpublished': '未发布',
  'workspace.upload': '上传视频',
  'workspace.empty': '此工作区还没有工作流程。',
  'workspace.emptyUpload': '上传视频即可创建第一个工作流程。',
  'workspace.interrupted': '此工作区有 {count} 个上传在完成前中断。',
  'workspace.reviewUploads': '查看上传',
  'ownedByMe.title': '我创建的',
  'ownedByMe.tabs': '您拥有的内容',
  'ownedByMe.tab.workflows': '工作流程',
  'ownedByMe.empty': '您还没有创建任何工作流程。',
  'pager.label': '分页',
  'pager.previous': '上一页',
  'pager.next': '下一页',
  'pager.status': '第 {page} 页，共 {pageCount} 页',
} satisfies Translation<typeof workspaceOld>;
