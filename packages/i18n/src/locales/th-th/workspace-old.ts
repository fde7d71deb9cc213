import type { Translation } from '../../catalogue.js';
import type workspaceOld from '../en/workspace-old.js';

export default {
  'home.title': 'ยินดีต้อนรับ {name}',
  'home.intro': 'เลือกเวิร์กสเปซจากเมนูด้านข้างเพื่อดูเวิร์กโฟลว์ หรือค้นหาในทุกเวิร์กสเปซ',
  'workspace.tabs': 'เนื้อหาในเวิร์กสเปซ',
  'workspace.tab.workflow': 'เวิร์กโฟลว์',
  'workspace.counts': 'จำนวนเวิร์กโฟลว์',
  'workspace.count.created': 'สร้างแล้ว',
  'workspace.count.published': 'เผยแพร่แล้ว',
  'workspace.count.unpublished': 'ยังไม่เผยแพร่',
  'workspace.upload': 'อัปโหลดวิดีโอ',
  'workspace.empty': 'ยังไม่มีเวิร์กโฟลว์ในเวิร์กสเปซนี้',
  'workspace.emptyUpload': 'อัปโหลดวิดีโอเพื่อสร้างเวิร์กโฟลว์แรก',
  'workspace.interrupted': 'การอัปโหลด {count} รายการในเวิร์กสเปซนี้หยุดก่อนเสร็จสมบูรณ์',
  'workspace.reviewUploads': 'ตรวจสอบการอัปโหลด',
  'ownedByMe.title': 'ที่ฉันเป็นเจ้าของ',
  'ownedByMe.tabs': 'เนื้อหาที่คุณเป็นเจ้าของ',
  'ownedByMe.tab.workflows': 'เวิร์กโฟลว์',
  'ownedByMe.empty': 'คุณยังไม่ได้สร้างเวิร์กโฟลว์ใดเลย',
  'pager.label': 'หน้า',
  'pager.previous': 'หน้าก่อนหน้า',
  'pager.next': 'หน้าถัดไป',
  'pager.status': 'หน้า {page} จาก {pageCount}',
} satisfies Translation<typeof workspaceOld>;
