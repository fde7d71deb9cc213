export type { InstructionPort } from './port.js';
