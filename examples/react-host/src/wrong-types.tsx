// Type-checked with the app (`npm run typecheck`) and never rendered: each element below its
// expect-error comment is a mistake the SDK's typings must reject. If one stops being an
// error, `tsc` fails with "Unused '@ts-expect-error' directive".
import { StepwisePlayer } from '@stepwise/react';

export const mistakes = (
  <>
    {/* @ts-expect-error workflowId takes a string */}
    <StepwisePlayer workflowId={42} />
    {/* @ts-expect-error theme is 'light' or 'dark' */}
    <StepwisePlayer workflowId="wf" theme="sepia" />
    {/* @ts-expect-error autoplay is a boolean */}
    <StepwisePlayer workflowId="wf" autoplay="yes" />
    {/* @ts-expect-error the tag's own attribute, typed in JSX too */}
    <stepwise-player workflow-id="wf" theme="sepia" />
  </>
);
