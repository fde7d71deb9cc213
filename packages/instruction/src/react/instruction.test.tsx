/**
 * The React <Instruction/> over an in-memory port: view mode shows every item with its type's
 * look, Start switches to run mode (one run step at a time, focus on the step's heading), and a
 * run raises ready, itemchange and completed with what the store did.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEST_INSTRUCTION } from '../core/test-instruction.js';
import { memoryInstructionPort } from '../core/test-port.js';
import { Instruction } from './instruction.js';
import { itemNumbers } from './shared.js';

function setup(props: Partial<Parameters<typeof Instruction>[0]> = {}) {
  localStorage.clear();
  const port = memoryInstructionPort({ instruction: TEST_INSTRUCTION, key: { qq1: 'A' } });
  const handlers = {
    onReady: vi.fn(),
    onModeChange: vi.fn(),
    onItemChange: vi.fn(),
    onCompleted: vi.fn(),
  };
  const view = render(
    <Instruction port={port} instructionId="si1" lang="en" {...handlers} {...props} />,
  );
  return { port, handlers, view, user: userEvent.setup() };
}

describe('<Instruction/> in view mode', () => {
  it('shows the whole SOP with numbers, a warning note, tools, checklist, quiz and attachments', async () => {
    const { handlers } = setup();
    await screen.findByRole('heading', { name: 'Replace the air filter', level: 2 });
    expect(handlers.onReady).toHaveBeenCalledWith({
      instructionId: 'si1',
      title: 'Replace the air filter',
      itemCount: TEST_INSTRUCTION.items.length,
      mode: 'view',
    });
    expect(screen.getByRole('heading', { name: /1\s*Open the housing/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /1\.1\s*Release the four clips/ })).toBeTruthy();
    const warning = screen.getByRole('note');
    expect(within(warning).getByText('The edges of the housing are sharp.')).toBeTruthy();
    expect(screen.getByText('Flat screwdriver').tagName).toBe('LI');
    expect(screen.getByText('The arrow on the filter points to the fan.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const image = screen.getByAltText('Closed housing');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(document.querySelector('video[controls]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Manual.pdf' })).toBeTruthy();
  });

  it('numbers steps 1, 2 and substeps 1.1', () => {
    const numbers = itemNumbers(TEST_INSTRUCTION.items);
    expect(numbers.get('s1')).toBe('1');
    expect(numbers.get('s1a')).toBe('1.1');
    expect(numbers.get('s2')).toBe('2');
    expect(numbers.has('w1')).toBe(false);
  });
});

describe('<Instruction/> in run mode', () => {
  it('runs one step at a time to the summary and raises its events', async () => {
    const { user, handlers, port } = setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(handlers.onModeChange).toHaveBeenCalledWith('run');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Focus follows the step: its heading.
    expect(document.activeElement?.textContent).toContain('Open the housing');
    // The quiz item is in the step's group: answer it here.
    await user.click(screen.getByRole('radio', { name: /True/ }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await screen.findByText('Passed · Score: 100%');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(handlers.onItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ instructionId: 'si1', itemId: 'c1', itemType: 'checklist' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const input = screen.getByLabelText('Take or choose a photo');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    // The picker offers images only; a file dropped past it is refused with a reason.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG, PNG or GIF image.');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(8)], 'filter.png', { type: 'image/png' })] },
    });
    await screen.findByText('Sent');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect((finish as HTMLButtonElement).disabled).toBe(false);
    await user.click(finish);
    await screen.findByRole('heading', { name: 'Instruction finished' });
    await act(async () => undefined);
    expect(handlers.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ instructionId: 'si1', synced: true }),
    );
    expect(port.tracked.at(-1)).toMatchObject({ completed: true });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('keeps Finish disabled until the checklist is ticked and the photo taken', async () => {
    const { user } = setup({ mode: 'run' });
    await screen.findByText('Step 1 of 6');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/To finish, tick every checklist item/)).toBeTruthy();
  });
});
