// The <stepwise-quiz> chunk: importing it defines the element (unless the page already has it).
import '@stepwise/quiz/element';
