// A host's code that must compile: the props, callbacks, ref and JSX typings in use.
import { useRef } from 'react';
import type {} from '@stepwise/bridge/global';
import { StepwiseAssistant, StepwisePlayer, StepwiseQuiz } from '@stepwise/react';

export function Host() {
  const player = useRef<HTMLElementTagNameMap['stepwise-player']>(null);
  return (
    <>
      <StepwisePlayer
        ref={player}
        workflowId="wf-1"
        shareToken="share-1"
        server="https://stepwise.example.com"
        theme="light"
        lang="de-de"
        autoplay
        muted={false}
        onStepChange={(event) => {
          const stepId: string = event.detail.stepId;
          const index: number = event.detail.index;
          void [stepId, index];
          player.current?.seek(3);
        }}
        onError={(event) => console.log(event.detail.code, event.detail.message)}
      />
      <StepwiseAssistant mode="inline" token="t" onReference={(event) => void event.detail} />
      <StepwiseQuiz
        workflowId="wf-1"
        layout="all-at-once"
        token="t"
        onQuizCompleted={(event) => {
          const score: number = event.detail.score;
          const passed: boolean = event.detail.passed;
          const attemptId: string = event.detail.userQuizId;
          void [score, passed, attemptId];
        }}
      />
      <stepwise-quiz workflow-id="wf-1" layout="one-at-a-time" />
      <stepwise-instruction instruction-id="si-1" share-token="share-1" mode="run" theme="dark" />
      <stepwise-player workflow-id="wf-1" share-token="share-1" single-step />
    </>
  );
}

export function listen(element: HTMLElementTagNameMap['stepwise-player']) {
  element.addEventListener('stepwise-stepchange', (event) => {
    const stepId: string = event.detail.stepId;
    void stepId;
  });
}

// The script-tag host SDK's global (/embed/v1/host.js), typed by @stepwise/bridge/global.
export function connectFrame(iframe: HTMLIFrameElement) {
  const player = Stepwise.connect(iframe, { origin: 'https://stepwise.example.com' });
  player.on('stepchange', (detail) => console.log(detail.stepId));
  return window.Stepwise.protocolVersion;
}
