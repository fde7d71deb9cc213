import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'สิทธิ์',
  'permissions.intro':
    'การตั้งค่าทั้งองค์กรสำหรับการแชร์ การดาวน์โหลด เซสชัน และการฝัง การจำกัด IP มีหน้าของตัวเอง',
  'permissions.loading': 'กำลังโหลดสิทธิ์…',
  'permissions.loadFailed': 'โหลดสิทธิ์ไม่ได้',
  'permissions.sharing': 'การแชร์และการดาวน์โหลด',
  'permissions.disablePublicLinks': 'ปิดใช้ลิงก์สาธารณะ',
  'permissions.disablePublicLinksHint': 'ไม่มีใครแชร์เนื้อหาผ่านลิงก์ที่เปิดได้โดยไม่ต้องลงชื่อเข้าใช้',
  'permissions.disableDownloads': 'ปิดใช้การดาวน์โหลด',
  'permissions.disableDownloadsHint': 'ไม่มีใครดาวน์โหลดวิดีโอหรือไฟล์แนบได้',
  'permissions.session': 'เซสชัน',
  'permissions.autoLogout': 'ออกจากระบบอัตโนมัติเมื่อไม่มีการใช้งาน',
  'permissions.autoLogoutTimeout': 'ระยะเวลาไม่มีการใช้งานก่อนออกจากระบบ (นาที)',
  'permissions.timeoutRange': 'ป้อนจำนวนนาทีเต็มตั้งแต่ {min} ถึง {max}',
  'permissions.origins': 'เว็บไซต์ที่อนุญาตให้ฝังเครื่องเล่น',
  'permissions.originsHint':
    'หน้าเว็บจากต้นทางเหล่านี้ควบคุมเครื่องเล่นใน iframe ได้ ต้นทางประกอบด้วย http หรือ https โฮสต์ และพอร์ต (ไม่บังคับ) โดยไม่มีพาธ เช่น https://lms.example.com',
  'permissions.originsEmpty': 'ยังไม่มีเว็บไซต์ที่ได้รับอนุญาต: มีเพียงพอร์ทัลนี้ที่ควบคุมเครื่องเล่นได้',
  'permissions.originsCount': 'ต้นทาง {count} จาก {max}',
  'permissions.newOrigin': 'ต้นทางที่จะอนุญาต',
  'permissions.addOrigin': 'เพิ่ม',
  'permissions.remove': 'นำออก',
  'permissions.removeOrigin': 'นำ {origin} ออก',
  'permissions.originAdded': 'เพิ่ม {origin} แล้ว บันทึกเพื่อใช้การเปลี่ยนแปลง',
  'permissions.originRemoved': 'นำ {origin} ออกแล้ว บันทึกเพื่อใช้การเปลี่ยนแปลง',
  'permissions.origin.empty': 'ป้อนต้นทางที่จะเพิ่ม',
  'permissions.origin.invalid':
    'นี่ไม่ใช่ต้นทาง ใช้ http:// หรือ https:// โฮสต์ และพอร์ต (ไม่บังคับ) โดยไม่มีพาธ เช่น https://lms.example.com',
  'permissions.origin.duplicate': 'ต้นทางนี้อยู่ในรายการแล้ว',
  'permissions.origin.tooMany': 'รายการเต็มแล้ว: ไม่เกิน {max} ต้นทาง นำออกหนึ่งรายการก่อน',
  'permissions.origin.storedInvalid': 'ต้นทางไม่ถูกต้อง: นำออกก่อนบันทึก',
  'permissions.saveFailed': 'บันทึกสิทธิ์ไม่ได้',
  'permissions.saved': 'บันทึกสิทธิ์แล้ว',
  'permissions.saving': 'กำลังบันทึก…',
  'permissions.discard': 'ยกเลิกการเปลี่ยนแปลง',
} satisfies Translation<typeof permissions>;
