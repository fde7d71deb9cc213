/** Valid requests of the quiz routes for the generated route tests (config.sample). */
import type { SampleFixtures } from '../http/types.js';

/** A question as the samples send it: complete, so a valid sample is a valid save. */
export const sampleQuestion = {
  type: 'true-or-false',
  title: 'The bracket is fitted to the frame first',
  options: [
    { letter: 'A', text: 'True' },
    { letter: 'B', text: 'False' },
  ],
  correctAnswer: 'A',
  referenceSource: 'Step 1 "Fit the bracket", 00:00',
  explanation: 'The video fits the bracket first.',
};

/** A submission of the fixture quiz: its seal is not one of ours, so a permitted call is 400. */
export const sampleSubmission = (f: SampleFixtures) => ({
  quizId: f.quizId!,
  answers: [{ questionId: f.quizQuestionId!, userAnswer: 'A', encryptedAnswer: 'v1.sample' }],
});
