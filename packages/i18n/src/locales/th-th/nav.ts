import type { Translation } from '../../catalogue.js';
import type nav from '../en/nav.js';

export default {
  'nav.label': 'เมนูหลัก',
  'nav.home': 'หน้าแรก',
  'nav.ownedByMe': 'ที่ฉันเป็นเจ้าของ',
  'nav.search': 'ค้นหาเวิร์กโฟลว์',
  'nav.searchPlaceholder': 'ค้นหา…',
  'nav.workspaces': 'เวิร์กสเปซของฉัน',
  'nav.noWorkspaces': 'คุณยังไม่ได้อยู่ในเวิร์กสเปซใดเลย',
  'nav.notFoundTitle': 'ไม่พบหน้านี้',
  'nav.notFound': 'ไม่มีหน้าที่คุณกำลังค้นหา',
  'nav.forbiddenTitle': 'ไม่มีสิทธิ์เข้าถึง',
  'nav.forbidden': 'คุณไม่มีสิทธิ์เปิดหน้านี้',
  'nav.goHome': 'ไปที่หน้าแรก',
  'nav.navigationFailedHint': 'ไม่สามารถเปิดหน้านี้ได้',
  'nav.tryAgain': 'ลองอีกครั้ง',
  'nav.sharedTitle': 'อุปกรณ์ที่ใช้ร่วมกัน',
  'nav.sharedIntro': 'คุณเข้าสู่ระบบด้วยบัญชีที่ใช้ร่วมกัน เปิดเนื้อหาที่ต้องการได้จากหน้าแรกหรือการค้นหา',
  'nav.openHome': 'เปิดหน้าแรก',
  'nav.openSearch': 'ค้นหา',
} satisfies Translation<typeof nav>;
