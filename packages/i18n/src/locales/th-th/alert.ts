import type { Translation } from '../../catalogue.js';
import type alert from '../en/alert.js';

export default {
  'alert.unexpectedError': 'เกิดข้อผิดพลาดที่ไม่คาดคิด โปรดลองอีกครั้ง',
  'alert.loginFailed': 'เข้าสู่ระบบไม่สำเร็จ',
  'alert.failedToLoadContent': 'โหลดเนื้อหาไม่สำเร็จ',
  'alert.emailNotRegistered': 'บัญชีอีเมลนี้ไม่ได้ลงทะเบียนกับ {provider}',
  'alert.invalidEmployeeId': 'รหัสพนักงานไม่ถูกต้อง',
  'alert.clientKeyRequired': 'ต้องมีคีย์ไคลเอนต์เพื่อเข้าสู่ระบบด้วยรหัสพนักงาน',
  'alert.navigationFailed': 'ไปยังหน้าที่ต้องการไม่สำเร็จ',
  'alert.connectionFailed': 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้',
  'alert.connectionFailedHint': 'โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'alert.restrictedIp': 'องค์กรของคุณไม่อนุญาตให้เข้าถึงจากเครือข่ายนี้',
  'alert.offline': 'คุณออฟไลน์อยู่ การเปลี่ยนแปลงที่ทำตอนนี้อาจไม่ได้รับการบันทึก',
} satisfies Translation<typeof alert>;
