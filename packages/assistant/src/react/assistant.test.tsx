import { AGENTIC_ERRORS, CHAT_MESSAGE_MAX_LENGTH, type ChatReference } from '@stepwise/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createChatStore } from '../core/chat-store.js';
import { memoryChatPort } from '../core/test-port.js';
import { Assistant, ChatList } from './assistant.js';
import { Markdown } from './markdown.js';

const reference: ChatReference = {
  type: 'workflow',
  id: 'wf1',
  workflowTitle: 'Replace the air filter',
  stepId: 's2',
  stepTitle: 'Remove the cover',
  stepOrder: 2,
  startTime: 65,
  endTime: 80,
  quote: 'undo the four clips',
  languageCode: 'en',
};

const answered = () =>
  memoryChatPort({
    presets: ['How do I change the filter?'],
    answers: [
      [
        { chatId: 'c1', questionId: 'q1', mode: 'offline' },
        { content: '> undo the **four** clips' },
        {
          messageId: 'a1',
          references: [reference],
          followUpQuestions: ['How do I fit the new filter?'],
          done: true,
        },
      ],
      [{ chatId: 'c1', messageId: 'a2', mode: 'offline', done: true }],
    ],
    cards: [{ ...reference, poster: 'https://cdn.example.com/p.jpg', videoDuration: 90 }],
  });

describe('<Assistant>', () => {
  it('shows a smart instruction reference as its card and hands it over when chosen (issue 20)', async () => {
    const sop: ChatReference = {
      type: 'multimodalSop',
      id: 'sop1',
      title: 'Clear a jam on the conveyor',
      itemId: 'i3',
      itemTitle: 'Danger',
      itemOrder: 3,
      quote: 'Never reach into a running belt.',
      languageCode: 'en-us',
    };
    const port = memoryChatPort({
      answers: [
        [
          { chatId: 'c1', questionId: 'q1', mode: 'offline' },
          { content: '> Never reach into a running belt.' },
          { messageId: 'a1', references: [reference, sop], done: true },
        ],
      ],
      cards: [
        {
          ...sop,
          title: 'Clear a jam safely',
          poster: 'https://cdn.example.com/s.png',
          videoDuration: null,
        },
      ],
    });
    const onReference = vi.fn();
    render(<Assistant port={port} onReference={onReference} />);
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: 'Can I reach into the belt?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The lookup's fresh title replaces the answer's; the workflow reference keeps its own.
    const card = await screen.findByRole('button', {
      name: 'Open Danger in the smart instruction Clear a jam safely',
    });
    expect(card.getAttribute('data-smart-instruction-id')).toBe('sop1');
    expect(card.querySelector('img')?.getAttribute('src')).toContain('s.png');
    expect(
      screen.getByRole('button', {
        name: 'Open Replace the air filter, step 2: Remove the cover, at 1:05',
      }),
    ).toBeTruthy();
    fireEvent.click(card);
    expect(onReference).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'multimodalSop', id: 'sop1', itemId: 'i3' }),
    );
  });

  it('a declined question says so and offers the closest workflows as related (issue 15)', async () => {
    const port = memoryChatPort({
      answers: [
        [
          { chatId: 'c1', questionId: 'q1', mode: 'offline' },
          { messageId: 'a1', declined: true, related: [reference] },
          { done: true },
        ],
      ],
    });
    const onReference = vi.fn();
    render(<Assistant port={port} onReference={onReference} />);
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: 'How do I defrost the ice machine?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('assistant-declined')).toBeTruthy();
    expect(screen.getByText(/No workflow covers this question/)).toBeTruthy();
    expect(screen.getByText('Related workflows')).toBeTruthy();
    expect(screen.queryByText('Where it is shown')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Open Replace the air filter, step 2: Remove the cover, at 1:05',
      }),
    );
    expect(onReference).toHaveBeenCalledWith(expect.objectContaining({ id: 'wf1' }));
  });

  it('shows presets in an empty chat; a preset asks; the answer streams with mode, card and follow-ups', async () => {
    const port = answered();
    const onReference = vi.fn();
    render(<Assistant port={port} onReference={onReference} />);
    fireEvent.click(await screen.findByRole('button', { name: 'How do I change the filter?' }));
    expect(await screen.findByText('Answered from your workflows')).toBeTruthy();
    const quote = await screen.findByText('four');
    expect(quote.tagName).toBe('STRONG');
    expect(quote.closest('blockquote')).toBeTruthy();
    const card = await screen.findByRole('button', {
      name: 'Open Replace the air filter, step 2: Remove the cover, at 1:05',
    });
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toContain('p.jpg'));
    fireEvent.click(card);
    expect(onReference).toHaveBeenCalledWith(expect.objectContaining({ id: 'wf1', stepId: 's2' }));
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toContain('undo the four clips');
    // A follow-up asks in the same chat; an answer with no text and no reference says so.
    fireEvent.click(screen.getByRole('button', { name: 'How do I fit the new filter?' }));
    expect(
      await screen.findByText('Nothing in your workflows answers this question.'),
    ).toBeTruthy();
    expect(port.asked[1]).toEqual({ query: 'How do I fit the new filter?', chatId: 'c1' });
  });

  it('thumbs: like, then dislike, then none, with aria-pressed', async () => {
    const port = answered();
    render(<Assistant port={port} />);
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'Filter?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const like = await screen.findByRole('button', { name: 'Helpful' });
    const dislike = screen.getByRole('button', { name: 'Not helpful' });
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(dislike);
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('true'));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(dislike);
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('false'));
    expect(port.likes.map((entry) => entry.like)).toEqual(['like', 'dislike', null]);
  });

  it('send is disabled while blank or too long (with its message); Shift+Enter does not send', async () => {
    const port = answered();
    render(<Assistant port={port} />);
    const input = await screen.findByRole('textbox');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(screen.getByText('A message can have at most 4000 characters.')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(port.asked).toHaveLength(0);
    expect(input.getAttribute('rows')).toBe('2');
    fireEvent.change(input, { target: { value: '1\n2\n3\n4\n5\n6' } });
    expect(input.getAttribute('rows')).toBe('4');
  });

  it('a dropped stream shows the agentic message, keeps the text, and retries', async () => {
    const port = memoryChatPort({
      answers: [
        [{ chatId: 'c1', content: 'Half' }],
        [{ content: 'Whole', messageId: 'a', done: true }],
      ],
    });
    render(<Assistant port={port} />);
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'Why?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AGENTIC_ERRORS.stream_error);
    expect((input as HTMLTextAreaElement).value).toBe('Why?');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Whole')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('panel: Escape closes; the resize handle keeps 320-600; RTL and theme on the root', async () => {
    const onClose = vi.fn();
    const { container } = render(
      <Assistant port={answered()} variant="panel" onClose={onClose} lang="ar-ar" theme="light" />,
    );
    const root = container.querySelector('.sw-assistant') as HTMLElement;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.inlineSize).toBe('400px');
    const handle = container.querySelector('[part="resize"]') as HTMLElement;
    for (let i = 0; i < 30; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(root.style.inlineSize).toBe('600px');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(root.style.inlineSize).toBe('320px');
    fireEvent.keyDown(root, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('<ChatList>', () => {
  it('lists chats, selects one, starts a new one and clears history', async () => {
    const port = memoryChatPort({
      chats: [{ id: 'c9', title: 'Filters', type: 'regular', workflowId: null, updatedAt: 'x' }],
      details: {
        c9: {
          chat: { id: 'c9', title: 'Filters', type: 'regular', workflowId: null, updatedAt: 'x' },
          messages: [],
        },
      },
    });
    const store = createChatStore({ port });
    const onBack = vi.fn();
    render(
      <>
        <ChatList store={store} onBack={onBack} />
        <Assistant store={store} variant="inline" />
      </>,
    );
    const chat = await screen.findByRole('button', { name: 'Filters' });
    fireEvent.click(chat);
    await waitFor(() => expect(chat.getAttribute('aria-current')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    const nav = screen.getByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(port.cleared).toEqual([undefined]));
    expect(await within(nav).findByText('No chats yet.')).toBeTruthy();
  });
});

describe('<Markdown>', () => {
  it('renders lists, code and http(s) links only, never HTML', () => {
    const { container } = render(
      <Markdown
        text={
          '1. First `code`\n2. [Docs](https://docs.example.com) and [bad](javascript:alert(1))\n\n<img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('code');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://docs.example.com/');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('agentic messages', () => {
  it('the English catalogue says each kind word for word (002 §8)', async () => {
    const { en } = await import('@stepwise/i18n');
    const english: Record<string, string> = en;
    const { ERROR_KEYS } = await import('./shared.js');
    for (const [kind, sentence] of Object.entries(AGENTIC_ERRORS)) {
      expect(english[ERROR_KEYS[kind as keyof typeof AGENTIC_ERRORS]]).toBe(sentence);
    }
  });
});
