import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createComponent } from './create-component.js';
import { StepwiseAssistant, StepwisePlayer } from './index.js';

// A stand-in tag for the factory's own behaviour; the real elements are below.
class TestElement extends HTMLElement {
  token: string | undefined;
}
customElements.define('stepwise-test', TestElement);

interface TestProps {
  workflowId: string;
  autoplay?: boolean;
  muted?: boolean;
  token?: string;
  onStepChange?: (event: CustomEvent<{ stepId: string }>) => void;
  className?: string;
}

const Test = createComponent<TestElement, TestProps>({
  tag: 'stepwise-test',
  attributes: {
    workflowId: { attribute: 'workflow-id' },
    autoplay: { attribute: 'autoplay' },
    muted: { attribute: 'muted' },
  },
  events: { onStepChange: 'stepwise-stepchange' },
  properties: ['token'],
  define: () => Promise.resolve(),
  displayName: 'Test',
});

const stepChange = (stepId: string) =>
  new CustomEvent('stepwise-stepchange', { detail: { stepId }, bubbles: true, composed: true });

describe('createComponent', () => {
  it('writes props as the kebab-case attributes, booleans present or absent', () => {
    const { container } = render(<Test workflowId="wf-1" autoplay muted={false} className="big" />);
    const element = container.querySelector('stepwise-test')!;
    expect(element.getAttribute('workflow-id')).toBe('wf-1');
    expect(element.getAttribute('autoplay')).toBe('');
    expect(element.hasAttribute('muted')).toBe(false);
    expect(element.getAttribute('class')).toBe('big');
    // Callbacks and properties never become attributes.
    expect(element.getAttributeNames().sort()).toEqual(['autoplay', 'class', 'workflow-id']);
  });

  it('calls the latest callback with the element event, and stops listening on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender, unmount } = render(
      <Test workflowId="wf-1" onStepChange={first} />,
    );
    const element = container.querySelector('stepwise-test')!;
    act(() => void element.dispatchEvent(stepChange('s1')));
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0].detail).toEqual({ stepId: 's1' });

    rerender(<Test workflowId="wf-1" onStepChange={second} />);
    act(() => void element.dispatchEvent(stepChange('s2')));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second.mock.calls[0]![0].detail).toEqual({ stepId: 's2' });

    unmount();
    element.dispatchEvent(stepChange('s3'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('forwards the ref to the element and sets properties as properties', () => {
    const ref = createRef<TestElement>();
    const { rerender } = render(<Test ref={ref} workflowId="wf-1" token="secret" />);
    expect(ref.current).toBeInstanceOf(TestElement);
    expect(ref.current!.token).toBe('secret');
    expect(ref.current!.hasAttribute('token')).toBe(false);
    rerender(<Test ref={ref} workflowId="wf-1" token="renewed" />);
    expect(ref.current!.token).toBe('renewed');
  });
});

describe('the widget components', () => {
  it('<StepwisePlayer> defines <stepwise-player> and reports its events through the callbacks', async () => {
    const onError = vi.fn();
    const ref = createRef<HTMLElementTagNameMap['stepwise-player']>();
    const { container } = render(
      // Nothing listens on port 9: the element fails to load and says so through stepwise-error.
      <StepwisePlayer ref={ref} workflowId="wf-1" server="http://127.0.0.1:9" onError={onError} />,
    );
    const element = container.querySelector('stepwise-player')!;
    expect(element.getAttribute('workflow-id')).toBe('wf-1');
    await vi.waitFor(() => expect(customElements.get('stepwise-player')).toBeDefined());
    expect(ref.current).toBe(element);
    expect(typeof ref.current!.play).toBe('function');
    await vi.waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 15_000 });
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(CustomEvent);
    expect(typeof onError.mock.calls[0]![0].detail.code).toBe('string');
  });

  it('<StepwiseAssistant> passes its token as a property and its mode as an attribute', async () => {
    const ref = createRef<HTMLElementTagNameMap['stepwise-assistant']>();
    const { container } = render(
      <StepwiseAssistant ref={ref} mode="inline" server="http://127.0.0.1:9" token="t-1" />,
    );
    const element = container.querySelector('stepwise-assistant')!;
    expect(element.getAttribute('mode')).toBe('inline');
    expect(element.hasAttribute('token')).toBe(false);
    await vi.waitFor(() => expect(customElements.get('stepwise-assistant')).toBeDefined());
    expect((ref.current as unknown as { token?: string }).token).toBe('t-1');
  });
});
