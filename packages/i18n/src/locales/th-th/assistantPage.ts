import type { Translation } from '../../catalogue.js';
import type assistantPage from '../en/assistantPage.js';

export default {
  'assistantPage.intro': 'ถามวิธีทำสิ่งต่าง ๆ ทุกคำตอบจะชี้ไปยังขั้นตอนและช่วงเวลาในวิดีโอที่แสดงวิธีนั้น',
  'assistantPage.loadFailed': 'ไม่สามารถโหลดผู้ช่วยได้',
  'assistantPage.reload': 'โหลดใหม่',
  'assistantPage.qnaIntro': 'ถามเกี่ยวกับเวิร์กโฟลว์นี้ ทุกคำตอบจะชี้ไปยังขั้นตอนและช่วงเวลาในวิดีโอ',
} satisfies Translation<typeof assistantPage>;
