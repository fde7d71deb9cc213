// The React side of @stepwise/quiz: the <Quiz/>, its props and the stylesheet.
export { completedDetail, Quiz } from './quiz.js';
export type { QuizCompletedDetail, QuizLayout, QuizProps } from './quiz-props.js';
export { quizStyles } from './styles.js';
export { defaultQuizLanguage } from '../core/language.js';
