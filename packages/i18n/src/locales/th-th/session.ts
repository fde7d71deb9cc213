import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'การเข้าถึงจากเครือข่ายนี้ถูกจำกัด',
  'session.ipCheckFailed': 'ไม่สามารถตรวจสอบได้ว่าเครือข่ายของคุณได้รับอนุญาตหรือไม่ โปรดลองอีกครั้ง',
  'session.forbiddenAccountTitle': 'บัญชีนี้เข้าสู่ระบบที่นี่ไม่ได้',
  'session.forbiddenAccount': 'ไม่รองรับบัญชีขององค์กรรุ่นนี้ ระบบจะนำคุณออกจากระบบ',
  'session.consentsTitle': 'โปรดอ่านและยอมรับ',
  'session.consentAgree': 'ยอมรับ',
  'session.consentDecline': 'ปฏิเสธ',
  'session.consentMandatory': 'จำเป็น',
  'session.consentMandatoryRefused': 'คุณต้องยอมรับข้อนี้เพื่อใช้งาน Stepwise ต่อ',
  'session.idleLoggedOut': 'คุณถูกนำออกจากระบบเนื่องจากไม่มีการใช้งานเป็นระยะเวลาหนึ่ง',
} satisfies Translation<typeof session>;
