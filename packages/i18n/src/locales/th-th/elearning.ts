import type { Translation } from '../../catalogue.js';
import type elearning from '../en/elearning.js';

export default {
  'elearning.signingIn': 'กำลังลงชื่อเข้าใช้…',
  'elearning.welcome': 'ยินดีต้อนรับ! หลักสูตรของคุณจะเริ่มในอีกสักครู่',
  'elearning.noPermissionHint': 'เปิดหลักสูตรอีกครั้งจากแพลตฟอร์มการเรียนรู้ของคุณ หรือขอสิทธิ์เข้าถึงจากผู้ดูแลระบบ',
} satisfies Translation<typeof elearning>;
