import type { Translation } from '../../catalogue.js';
import type common from '../en/common.js';

export default {
  'common.appName': 'Stepwise',
  'common.loading': 'กำลังโหลด…',
  'common.retry': 'ลองอีกครั้ง',
  'common.close': 'ปิด',
  'common.cancel': 'ยกเลิก',
  'common.save': 'บันทึก',
  'common.confirm': 'ยืนยัน',
  'common.errorTitle': 'เกิดข้อผิดพลาดบางอย่าง',
  'common.notFound': 'ไม่มีหน้านี้',
} satisfies Translation<typeof common>;
