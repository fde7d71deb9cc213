import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': 'ข้อความถอดเสียงและคำบรรยาย',
  'transcript.dialogTitle': 'ข้อความถอดเสียงของ {title}',
  'transcript.cardNotice': 'ไม่มีข้อความถอดเสียง: ยังไม่ได้ตั้งค่าการแปลงเสียงเป็นข้อความ',
  'transcript.cardAdd': 'เพิ่มข้อความถอดเสียง',
  'transcript.notConfiguredTitle': 'ยังไม่ได้ตั้งค่าการแปลงเสียงเป็นข้อความ',
  'transcript.notConfigured':
    'เซิร์ฟเวอร์นี้ไม่ถอดเสียงวิดีโอ เวิร์กโฟลว์นี้จึงไม่มีข้อความถอดเสียง ขั้นตอนต่าง ๆ ไม่มีชื่อจากคำพูด ไม่มีคำบรรยาย และทั้งการค้นหาและผู้ช่วยจะไม่พบสิ่งที่พูดในวิดีโอ พิมพ์หรือวางข้อความถอดเสียง หรืออัปโหลดคำบรรยาย (.srt หรือ .vtt)',
  'transcript.configureHow':
    'หากต้องการถอดเสียงวิดีโอที่อัปโหลดโดยอัตโนมัติ ผู้ดูแลระบบต้องตั้งค่า AI_BASE_URL และ AI_API_KEY (บริการที่เข้ากันได้กับ OpenAI) หรือ WHISPER_MODEL (โมเดล whisper.cpp ในเครื่อง) บนเซิร์ฟเวอร์ แล้วรีสตาร์ต',
  'transcript.loading': 'กำลังโหลดข้อความถอดเสียง…',
  'transcript.loadFailed': 'โหลดข้อความถอดเสียงไม่ได้: {message}',
  'transcript.none': 'ยังไม่มีข้อความถอดเสียงในภาษานี้',
  'transcript.current': 'ข้อความถอดเสียงมี {count} ประโยค ({source})',
  'transcript.sourceAuthor': 'ผู้เขียนพิมพ์หรืออัปโหลด',
  'transcript.sourceProvider': 'จากการแปลงเสียงเป็นข้อความ',
  'transcript.language': 'ภาษา',
  'transcript.languageSearch': 'ค้นหาภาษา',
  'transcript.noLanguage': 'ไม่พบภาษานี้',
  'transcript.uploadTitle': 'อัปโหลดคำบรรยาย',
  'transcript.uploadLabel': 'ไฟล์คำบรรยาย (.srt หรือ .vtt)',
  'transcript.uploadHint':
    'คิวแต่ละรายการจะกลายเป็นประโยคพร้อมเวลา ขั้นตอนที่ไม่มีชื่อของตัวเองจะได้ชื่อจากประโยคแรกที่พูดในขั้นตอนนั้น',
  'transcript.upload': 'อัปโหลด',
  'transcript.wrongType': 'เลือกไฟล์ .srt หรือ .vtt',
  'transcript.readFailed': 'อ่านไฟล์ไม่ได้',
  'transcript.typeTitle': 'พิมพ์หรือวางข้อความถอดเสียง',
  'transcript.typeLabel': 'ข้อความถอดเสียง',
  'transcript.typeHint':
    'ไม่ต้องระบุเวลา บรรทัดว่างจะเริ่มข้อความของขั้นตอนถัดไปตามลำดับ ภายในขั้นตอนหนึ่ง แต่ละประโยคจะได้เวลาตามความยาว ข้อความที่ไม่มีบรรทัดว่างจะกระจายไปทั่วทั้งวิดีโอ',
  'transcript.save': 'บันทึกข้อความถอดเสียง',
  'transcript.empty': 'พิมพ์หรือวางข้อความก่อน',
  'transcript.saved': 'บันทึกข้อความถอดเสียงแล้ว: {count} ประโยค',
  'transcript.failed': 'ไม่ได้บันทึกข้อความถอดเสียง: {message}',
  'transcript.downloadTitle': 'ดาวน์โหลดคำบรรยาย',
  'transcript.downloadSrt': 'SubRip (.srt)',
  'transcript.downloadVtt': 'WebVTT (.vtt)',
  'transcript.downloadFailed': 'ดาวน์โหลดคำบรรยายไม่ได้: {message}',
  'transcript.playerNotConfigured':
    'ไม่มีข้อความถอดเสียง: เซิร์ฟเวอร์นี้ยังไม่ได้ตั้งค่าการแปลงเสียงเป็นข้อความ จึงไม่มีคำบรรยายและไม่มีอะไรให้ค้นหา ผู้เขียนเพิ่มได้จากการ์ดของเวิร์กโฟลว์ (ข้อความถอดเสียงและคำบรรยาย) ส่วนผู้ดูแลระบบตั้งค่า AI_BASE_URL และ AI_API_KEY หรือ WHISPER_MODEL เพื่อถอดเสียงวิดีโอที่อัปโหลดได้',
  'transcript.playerNone': 'เวิร์กโฟลว์นี้ยังไม่มีข้อความถอดเสียง จึงไม่มีคำบรรยายและไม่มีอะไรให้ค้นหา',
} satisfies Translation<typeof transcript>;
