// The <stepwise-assistant> chunk: importing it defines the element (unless the page already has it).
import '@stepwise/assistant/element';
