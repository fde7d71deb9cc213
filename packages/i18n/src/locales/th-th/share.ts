import type { Translation } from '../../catalogue.js';
import type share from '../en/share.js';

export default {
  'share.tool': 'แชร์',
  'share.title': 'แชร์ {title}',
  'share.loading': 'กำลังโหลดการตั้งค่าการแชร์…',
  'share.accessLabel': 'การเข้าถึงจากภายนอกองค์กร',
  'share.access.none': 'ไม่มีการเข้าถึงจากภายนอก',
  'share.access.restricted': 'จำกัดเฉพาะโดเมนและอีเมล',
  'share.access.public': 'ทุกคนที่มีลิงก์',
  'share.access.password': 'ป้องกันด้วยรหัสผ่าน',
  'share.publicToggle': 'ลิงก์สาธารณะ',
  'share.publicHint': 'ทุกคนที่มีลิงก์สามารถดูเวิร์กโฟลว์นี้ได้โดยไม่ต้องลงชื่อเข้าใช้',
  'share.notAllowed': 'องค์กรของคุณไม่อนุญาตลิงก์สาธารณะ',
  'share.linkLabel': 'ลิงก์สำหรับแชร์',
  'share.copy': 'คัดลอกลิงก์',
  'share.copied': 'คัดลอกลิงก์แล้ว',
  'share.copyFailed': 'คัดลอกไม่สำเร็จ เลือกลิงก์แล้วคัดลอกด้วยตนเอง',
  'share.saved': 'บันทึกแล้ว',
} satisfies Translation<typeof share>;
