/**
 * <stepwise-instruction> end to end in jsdom, its server a fetch stand-in speaking the smart
 * instruction paths (001 §7): the share token travels in the external-access header and the
 * viewer's read's query, the run raises the typed events, a 401 asks the host for a token once,
 * and a bad attribute is the error state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_INSTRUCTION } from '../core/test-instruction.js';
import {
  INSTRUCTION_TAG,
  defineStepwiseInstruction,
  type StepwiseInstructionElement,
} from './element.js';

const wrap = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify({ ok: status < 400, code: status < 400 ? 0 : status, errorMessage: null, data }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function server(status = 200) {
  const calls: { url: string; share: string | null; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const url = String(input);
      calls.push({
        url,
        share: headers.get('x-external-access-token'),
        auth: headers.get('authorization'),
      });
      if (status !== 200) return wrap(null, status);
      if (url.includes('/v1/player/multimodal-sop/si1')) return wrap({ item: TEST_INSTRUCTION });
      return wrap(null, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.clear();
});

const inShadow = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  vi.waitFor(() => {
    const found = element.shadowRoot?.querySelectorAll<T>(selector);
    if (!found?.length) throw new Error(`no ${selector}`);
    return [...found];
  }, 10_000);

describe('<stepwise-instruction>', () => {
  it(
    'shows a public SOP with its share token, raises ready, and switches to run mode',
    { timeout: 20_000 },
    async () => {
      const calls = server();
      const events: [string, unknown][] = [];
      defineStepwiseInstruction();
      const element = document.createElement(INSTRUCTION_TAG);
      for (const name of ['stepwise-ready', 'stepwise-modechange', 'stepwise-itemchange']) {
        element.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
      }
      element.setAttribute('instruction-id', 'si1');
      element.setAttribute('server', 'https://sw.example.com/');
      element.setAttribute('share-token', 'share-1');
      element.setAttribute('lang', 'en');
      document.body.append(element);
      const [start] = await inShadow<HTMLButtonElement>(element, '[part="start"]');
      expect(calls[0]).toEqual({
        url: 'https://sw.example.com/v1/player/multimodal-sop/si1?includeSubData=true&shareAccessToken=share-1',
        share: 'share-1',
        auth: null,
      });
      expect(events[0]).toEqual([
        'stepwise-ready',
        { instructionId: 'si1', title: 'Replace the air filter', itemCount: 10, mode: 'view' },
      ]);
      // Light by default: documents read better light.
      expect(element.shadowRoot?.querySelector('.sw-si')?.getAttribute('data-theme')).toBe('light');
      start!.click();
      await inShadow(element, '[part="progress"]');
      expect(events).toContainEqual(['stepwise-modechange', { mode: 'run' }]);
      expect(element.getAttribute('mode')).toBe('run');
    },
  );

  it(
    'asks the host for a token once when the server answers 401',
    { timeout: 20_000 },
    async () => {
      server(401);
      const asked = vi.fn();
      defineStepwiseInstruction();
      const element = document.createElement(INSTRUCTION_TAG) as StepwiseInstructionElement;
      element.addEventListener('stepwise-auth-required', asked);
      element.setAttribute('instruction-id', 'si1');
      element.setAttribute('server', 'https://sw.example.com');
      element.token = 'expired';
      document.body.append(element);
      await inShadow(element, '[part="error"]');
      expect(asked).toHaveBeenCalledTimes(1);
    },
  );

  it('shows the error state for a bad instruction-id and warns for a bad mode', async () => {
    const errors: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineStepwiseInstruction();
    const element = document.createElement(INSTRUCTION_TAG);
    element.addEventListener('stepwise-error', (e) => errors.push((e as CustomEvent).detail));
    element.setAttribute('instruction-id', 'not an id!');
    element.setAttribute('mode', 'fly');
    document.body.append(element);
    await (element as StepwiseInstructionElement).updateComplete;
    const message = element.shadowRoot?.querySelector('[part="message"]');
    expect(message?.textContent).toContain('instruction-id="not an id!" is not a Stepwise id');
    expect(errors).toEqual([expect.objectContaining({ code: 'bad-attribute' })]);
    expect(element.dataset['state']).toBe('error');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('mode="fly" is neither view nor run'),
    );
    warn.mockRestore();
  });
});
