// A host's code that must NOT compile: the line after each `expect-error TSnnnn` comment is a
// mistake the typings catch (typings.test.ts checks exactly these errors on exactly these lines).
import type {} from '@stepwise/bridge/global';
import { StepwiseAssistant, StepwisePlayer, StepwiseQuiz } from '@stepwise/react';

// expect-error TS2322: a number where the workflow-id attribute takes a string
export const numberId = <StepwisePlayer workflowId={42} />;

// expect-error TS2322: not a theme
export const sepia = <StepwisePlayer workflowId="wf" theme="sepia" />;

// expect-error TS2322: autoplay is a boolean attribute
export const yes = <StepwisePlayer workflowId="wf" autoplay="yes" />;

// expect-error TS2322: not one of the 15 interface languages
export const klingon = <StepwisePlayer workflowId="wf" lang="tlh" />;

// expect-error TS2741: workflow-id is required
export const noId = <StepwisePlayer shareToken="s" />;

// expect-error TS2339: a step change has no such detail
export const detail = <StepwisePlayer workflowId="wf" onStepChange={(e) => e.detail.nope} />;

// expect-error TS2322: not an assistant mode
export const floating = <StepwiseAssistant mode="floating" />;

// expect-error TS2322: not a quiz layout
export const grid = <StepwiseQuiz workflowId="wf" layout="grid" />;

// expect-error TS2741: the quiz needs its workflow
export const noWorkflow = <StepwiseQuiz layout="all-at-once" />;

// expect-error TS2322: the tag's own attribute in JSX, not a theme either
export const tag = <stepwise-player workflow-id="wf" theme="sepia" />;

// expect-error TS2345: Stepwise.connect needs the frame's exact origin
export const connected = (iframe: HTMLIFrameElement) => Stepwise.connect(iframe, {});
