import type { Translation } from '../../catalogue.js';
import type rules from '../en/rules.js';

export default {
  'rules.required': 'ต้องกรอกช่องนี้',
  'rules.noSpace': 'ห้ามมีช่องว่าง',
  'rules.noAllSpace': 'ต้องไม่เป็นช่องว่างทั้งหมด',
  'rules.invalidEmail': 'กรอกอีเมลที่ถูกต้อง',
  'rules.max90': 'ไม่เกิน 90 ตัวอักษร',
  'rules.invalidName': 'ไม่อนุญาตให้ใช้อักขระต่อไปนี้: [ ] ; < > \\ / ? = : " ,',
  'rules.min10': 'ใช้อย่างน้อย 10 ตัวอักษร',
  'rules.max25': 'ใช้ไม่เกิน 25 ตัวอักษร',
  'rules.validPasswordCharacters': 'ต้องมีตัวเลข ตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ และอักขระพิเศษ',
  'rules.passwordMustMatch': 'รหัสผ่านไม่ตรงกัน',
  'rules.pinMustMatch': 'PIN ไม่ตรงกัน',
} satisfies Translation<typeof rules>;
