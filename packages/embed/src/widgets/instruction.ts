// The <stepwise-instruction> chunk: importing it defines the element (unless the page already has it).
import '@stepwise/instruction/element';
