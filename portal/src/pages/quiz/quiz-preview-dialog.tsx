/**
 * The authoring screen's preview: the quiz package's <Quiz/> over a port of the questions on the
 * screen (preview-port.ts), so the author takes the quiz as a viewer would, unsaved edits
 * included, and no attempt is stored. Its own chunk: the screen loads it when the author opens it.
 */
import type { Question, QuizView } from '@stepwise/core';
import { Quiz } from '@stepwise/quiz/react';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { currentLanguage, t } from '../../i18n/t';
import { useTheme } from '../../shell/theme';
import { previewPort } from './preview-port';

export interface QuizPreviewDialogProps {
  workflowId: string;
  workflowTitle: string;
  quiz: QuizView | null;
  questions: readonly Question[];
  onClose: () => void;
}

export function QuizPreviewDialog(props: QuizPreviewDialogProps) {
  const { workflowId, workflowTitle, quiz, questions } = props;
  const [theme] = useTheme();
  // One port per opening: the questions as they were when the author pressed Preview.
  const [port] = useState(() =>
    previewPort({
      workflowId,
      workflowTitle,
      quizId: quiz?.id ?? null,
      passingScore: quiz?.passingScore,
      questions,
    }),
  );
  return (
    <Dialog
      title={t('quizEditor.previewTitle', { title: workflowTitle })}
      onClose={props.onClose}
      testId="quiz-preview-dialog"
      wide
    >
      <p className="hint small">{t('quizEditor.previewNote')}</p>
      <Quiz
        port={port}
        workflowId={workflowId}
        mode="TAKE_QUIZ"
        allowDraft
        lang={currentLanguage()}
        theme={theme}
        onClose={props.onClose}
      />
    </Dialog>
  );
}
