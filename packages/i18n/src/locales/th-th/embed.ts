import type { Translation } from '../../catalogue.js';
import type embed from '../en/embed.js';

export default {
  'embed.tool': 'ฝัง',
  'embed.title': 'ฝัง {title}',
  'embed.scriptLabel': 'แท็ก script: เครื่องเล่นในหน้าของคุณ',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'ควบคุม iframe จากหน้าของคุณ (JavaScript SDK)',
  'embed.copy': 'คัดลอกโค้ด',
  'embed.copied': 'คัดลอกแล้ว',
  'embed.publicHint': 'ลิงก์สาธารณะเปิดอยู่: โค้ดเหล่านี้เล่นได้สำหรับทุกคน',
  'embed.signedInHint':
    'ลิงก์สาธารณะปิดอยู่: โค้ดเหล่านี้เล่นได้เฉพาะผู้ที่ลงชื่อเข้าใช้ Stepwise เปิดลิงก์สาธารณะในเมนูแชร์เพื่อฝังสำหรับทุกคน',
  'embed.originsNote': 'หน้าที่ควบคุมเครื่องเล่นผ่าน SDK ต้องอยู่ในรายการต้นทางที่อนุญาตขององค์กรคุณ',
  'embed.originsLink': 'การตั้งค่าต้นทางที่อนุญาต',
} satisfies Translation<typeof embed>;
