// The instruction port on plain fetch and core's zod/mini schemas (`@stepwise/instruction/wire`):
// what the <stepwise-instruction> element runs SOPs through.
export { fetchInstructionPort, InstructionPortError } from './fetch-instruction-port.js';
export type { FetchInstructionPortOptions } from './fetch-instruction-port.js';
