// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryClient, sampleAttachments } from './memory-client';
import { StepAttachmentsPanel } from './step-attachments-panel';

vi.mock('../../../api', () => ({ api: {} }));

const WF = 'wf-demo';
const STEP = 'step-1';

afterEach(cleanup);

const names = () =>
  screen.getAllByTestId('step-attachment').map((li) => li.querySelector('a')?.textContent ?? '');

/** The panel over a step with one attachment of each kind. */
const renderSample = () =>
  render(
    <StepAttachmentsPanel
      workflowId={WF}
      stepId={STEP}
      client={memoryClient(WF, sampleAttachments(WF, STEP))}
    />,
  );

function file(name: string, type: string, bytes: number, content = 'x'): File {
  const f = new File([content], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

describe('StepAttachmentsPanel', () => {
  it('lists the step’s attachments in order, with loading first', async () => {
    renderSample();
    expect(screen.getByRole('status').textContent).toBe('Loading attachments…');
    await screen.findByRole('list', { name: 'Attachments of this step' });
    expect(names()).toEqual([
      'Wiring.png',
      'Pump manual.pdf',
      'Seal close-up.mp4',
      'Safety data sheet',
      'Drain the oil',
    ]);
    expect(screen.getByRole('link', { name: 'Drain the oil' }).getAttribute('href')).toBe(
      '/playermain/wf-lockout/st-2',
    );
  });

  it('says when there are none, and shows no controls to a reader', async () => {
    render(
      <StepAttachmentsPanel
        workflowId={WF}
        stepId={STEP}
        editable={false}
        client={memoryClient(WF)}
      />,
    );
    await screen.findByText('No attachments on this step yet.');
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
  });

  it('says when the list failed, and tries again', async () => {
    const client = Object.assign(memoryClient(WF, sampleAttachments(WF, STEP)), {
      failNextList: true,
    });
    render(<StepAttachmentsPanel workflowId={WF} stepId={STEP} client={client} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The attachments could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Attachments of this step' });
  });

  it('adds a labelled link through its form', async () => {
    const client = memoryClient(WF);
    render(<StepAttachmentsPanel workflowId={WF} stepId={STEP} client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Spare parts' } });
    fireEvent.change(screen.getByLabelText('Web address'), {
      target: { value: 'https://example.com/parts' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names()).toEqual(['Spare parts']));
    expect(client.items[0]).toMatchObject({ kind: 'link', link: 'https://example.com/parts' });
  });

  it('refuses a 12 MB image before sending it, and shows the server refusing an .exe named .png', async () => {
    const client = memoryClient(WF);
    const send = vi.spyOn(client, 'addFile');
    render(<StepAttachmentsPanel workflowId={WF} stepId={STEP} client={client} />);
    const input = await screen.findByTestId('attachment-file-diagram');
    fireEvent.change(input, {
      target: { files: [file('huge.png', 'image/png', 12 * 1024 * 1024)] },
    });
    expect((await screen.findByTestId('step-attachments-error')).textContent).toBe(
      'File too large (at most 10 MB).',
    );
    expect(send).not.toHaveBeenCalled();
    // The browser types an .exe renamed .png by its name: the server's sniff refuses it.
    fireEvent.change(input, {
      target: { files: [file('diagram.png', 'image/png', 2048, 'MZ\x90\x00')] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('step-attachments-error').textContent).toBe(
        'Invalid file type: images must be JPEG, PNG or GIF.',
      ),
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('renames from the keyboard, moves down and deletes', async () => {
    renderSample();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Wiring.png' }));
    const field = screen.getByLabelText('Name');
    fireEvent.change(field, { target: { value: 'Wiring diagram' } });
    fireEvent.submit(field.closest('form')!);
    await screen.findByRole('link', { name: 'Wiring diagram' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Wiring diagram down' }));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Pump manual.pdf', 'Wiring diagram']));
    expect(
      (screen.getByRole('button', { name: 'Move Pump manual.pdf up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Wiring diagram' }));
    await waitFor(() => expect(names()).not.toContain('Wiring diagram'));
  });
});
