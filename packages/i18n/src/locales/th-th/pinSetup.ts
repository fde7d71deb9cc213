import type { Translation } from '../../catalogue.js';
import type pinSetup from '../en/pinSetup.js';

export default {
  'pinSetup.signInLink': 'เข้าสู่ระบบครั้งแรกหรือ PIN ถูกรีเซ็ต? ตั้ง PIN ด้วยรหัสตั้งค่า',
  'pinSetup.pinOrPassword': 'PIN หรือรหัสผ่าน',
  'pinSetup.intro': 'กรอกรหัสตั้งค่าที่ผู้ดูแลระบบให้คุณ (หรือส่งให้ทางอีเมล) แล้วเลือก PIN ของคุณ',
  'pinSetup.code': 'รหัสตั้งค่า',
  'pinSetup.codeHint': '8 ตัวอักษร เช่น K7QM-4TXP แต่ละรหัสใช้ได้ครั้งเดียว',
  'pinSetup.codeFormat': 'กรอกรหัสตั้งค่าให้ครบ 8 ตัวอักษร',
  'pinSetup.codeInvalid': 'รหัสตั้งค่านี้ไม่ถูกต้อง อาจพิมพ์ผิด ถูกใช้ไปแล้ว หรือหมดอายุ โปรดขอรหัสใหม่จากผู้ดูแลระบบ',
  'pinSetup.noCode': 'ไม่มีรหัส? มีเพียงผู้ดูแลระบบเท่านั้นที่รีเซ็ต PIN ได้ โปรดขอรหัสตั้งค่าจากผู้ดูแลระบบของคุณ',
  'pinSetup.backToSignIn': 'กลับไปหน้าเข้าสู่ระบบ',
} satisfies Translation<typeof pinSetup>;
