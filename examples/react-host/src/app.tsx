/**
 * A host page in React: <StepwisePlayer> from @stepwise/react with typed props and callbacks, and
 * the element through its ref for the player's methods. What to play comes from the query string
 * (`?server=…&workflow=…&token=…`): the server, a published workflow, its public share.
 */
import { useRef, useState } from 'react';
import { StepwisePlayer, type StepwisePlayerProps } from '@stepwise/react';
import type { PlayerReadyDetail, PlayerStepChangeDetail } from '@stepwise/player';

export interface Settings {
  server: string;
  workflowId: string;
  shareToken: string;
}

export function settingsFrom(query: URLSearchParams): Settings {
  return {
    server: query.get('server') ?? 'http://localhost:4000',
    workflowId: query.get('workflow') ?? '',
    shareToken: query.get('token') ?? '',
  };
}

/** What the page heard, newest last; also on `window.stepwiseReactEvents` for the e2e test. */
type Heard =
  | { type: 'ready'; detail: PlayerReadyDetail }
  | { type: 'stepchange'; detail: PlayerStepChangeDetail }
  | { type: 'error'; detail: { code: string; message: string } };

declare global {
  interface Window {
    stepwiseReactEvents?: Heard[];
  }
}

export function App({ settings }: { settings: Settings }) {
  const player = useRef<HTMLElementTagNameMap['stepwise-player']>(null);
  const [heard, setHeard] = useState<Heard[]>([]);
  const [ready, setReady] = useState<PlayerReadyDetail | null>(null);
  const [step, setStep] = useState<PlayerStepChangeDetail | null>(null);

  const record = (entry: Heard) => {
    window.stepwiseReactEvents = [...(window.stepwiseReactEvents ?? []), entry];
    setHeard((list) => [...list, entry]);
  };

  // Typed by the props: `event` is a CustomEvent<PlayerStepChangeDetail>.
  const onStepChange: StepwisePlayerProps['onStepChange'] = (event) => {
    setStep(event.detail);
    record({ type: 'stepchange', detail: event.detail });
  };

  const endOfFirstStep = () => {
    const first = ready?.steps[0];
    if (first) player.current?.seek(Math.max(0, first.endTime - 0.5));
  };

  if (!settings.workflowId) {
    return <p>Open this page with ?server=…&amp;workflow=…&amp;token=… (see README.md).</p>;
  }
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Stepwise in a React app</h1>
      <StepwisePlayer
        ref={player}
        server={settings.server}
        workflowId={settings.workflowId}
        shareToken={settings.shareToken}
        autoplay
        muted
        onReady={(event) => {
          setReady(event.detail);
          record({ type: 'ready', detail: event.detail });
        }}
        onStepChange={onStepChange}
        onError={(event) => record({ type: 'error', detail: event.detail })}
      />
      <p>
        <button type="button" onClick={endOfFirstStep} disabled={!ready}>
          To the end of the first step
        </button>{' '}
        <button type="button" onClick={() => player.current?.pause()} disabled={!ready}>
          Pause
        </button>
      </p>
      <p data-testid="current-step">
        {step ? `Step ${step.index + 1}: ${step.stepId} (${step.cause})` : 'No step change yet'}
      </p>
      <ol data-testid="events">
        {heard.map((entry, i) => (
          <li key={i}>
            {entry.type} {JSON.stringify(entry.detail)}
          </li>
        ))}
      </ol>
    </main>
  );
}
