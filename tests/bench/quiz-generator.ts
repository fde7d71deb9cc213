/**
 * The offline quiz generator (issue 19): a quiz of 5 and of 10 questions for every workflow of
 * the retrieval evaluation set (packages/server/test/ai/retrieval-set.ts), each question checked
 * against the transcript of the step it cites by an independent check (the server's
 * ai/quiz/quiz-quality.ts), with the budgets: >= 95% of questions supported, no quiz
 * with duplicate questions, no all-true true-or-false set. Pure: no server, no database.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const serverTests = join(here, '../../packages/server/test/ai');

interface Figures {
  size: number;
  quizzes: number;
  questions: number;
  supported: number;
  invalid: number;
  duplicateQuizzes: number;
  allTrueSets: number;
  short: number;
  fewest: number;
  singleSelection: number;
  trueOrFalse: number;
  falseStatements: number;
  nondeterministic: number;
  controlSupported: number;
  msPerQuiz: number;
}

interface QuizBench {
  figures: Figures[];
  failures: { workflowId: string; size: number; title: string; reason: string }[];
  budgets: { supported: number; duplicateQuizzes: number; allTrueSets: number };
  pass: boolean;
}

/** The evaluation lives with the server's tests; read at run time, not compiled here. */
export async function benchQuizGenerator(): Promise<QuizBench> {
  const [evaluation, set] = await Promise.all([
    import(pathToFileURL(join(serverTests, 'quiz-generator-eval.ts')).href),
    import(pathToFileURL(join(serverTests, 'retrieval-set.ts')).href),
  ]);
  const { figures, failures } = evaluation.evaluateQuizGenerator(set.RETRIEVAL_WORKFLOWS) as {
    figures: Figures[];
    failures: QuizBench['failures'];
  };
  return {
    figures,
    failures,
    budgets: evaluation.QUIZ_GENERATOR_BUDGETS,
    pass: evaluation.meetsQuizBudgets(figures) as boolean,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Prints the table (and any unsupported question); true when every budget is met. */
export function printQuizGenerator(r: QuizBench): boolean {
  console.log(
    `\nOffline quiz generator: ${r.figures[0]?.quizzes ?? 0} evaluation workflows, ` +
      'each question checked against the step it cites',
  );
  console.table(
    r.figures.map((f) => ({
      'asked for': f.size,
      'questions (fewest)': `${f.questions} (${f.fewest})`,
      'short quizzes': f.short,
      'selection / t-or-f (false)': `${f.singleSelection} / ${f.trueOrFalse} (${f.falseStatements})`,
      supported: pct(f.supported),
      'budget supported': `>= ${pct(r.budgets.supported)}`,
      'duplicate quizzes': f.duplicateQuizzes,
      'all-true sets': f.allTrueSets,
      'budget dup / all-true': `${r.budgets.duplicateQuizzes} / ${r.budgets.allTrueSets}`,
      invalid: f.invalid,
      'control: wrong step': pct(f.controlSupported),
      'ms / quiz': f.msPerQuiz.toFixed(2),
      result:
        f.supported >= r.budgets.supported &&
        f.duplicateQuizzes <= r.budgets.duplicateQuizzes &&
        f.allTrueSets <= r.budgets.allTrueSets &&
        f.invalid === 0 &&
        f.nondeterministic === 0
          ? 'PASS'
          : 'FAIL',
    })),
  );
  console.log(
    '(control: the share the check still finds supported when each question cites the next ' +
      'step instead of its own)',
  );
  if (r.failures.length) {
    console.log('Questions the check did not find supported:');
    console.table(r.failures);
  }
  return r.pass;
}
