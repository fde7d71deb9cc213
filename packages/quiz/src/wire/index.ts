// The quiz port on plain fetch and core's zod/mini quiz schemas (`@stepwise/quiz/wire`): what the
// <stepwise-quiz> element and the player's element take quizzes through.
export { fetchQuizPort, QuizPortError } from './fetch-quiz-port.js';
export type { FetchQuizPortOptions } from './fetch-quiz-port.js';
