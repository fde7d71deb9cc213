import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'ค้นหา',
  'search.label': 'ค้นหาเวิร์กโฟลว์และสิ่งที่พูดในเวิร์กโฟลว์',
  'search.results': 'ผลการค้นหา “{keyword}”',
  'search.empty': 'ไม่พบผลลัพธ์สำหรับ “{keyword}”',
  'search.prompt': 'พิมพ์คำที่มีการพูดหรือเขียนไว้ในเวิร์กโฟลว์',
  'search.matches': 'ขั้นตอนที่ตรงกัน',
  'search.step': 'ขั้นตอนที่ {time}',
  'search.openAt': 'เปิด {title} ที่ {time}: {step}',
} satisfies Translation<typeof search>;
