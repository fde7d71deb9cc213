import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.js';
import { Button } from './button.js';
import { Spinner } from './spinner.js';

describe('Button', () => {
  it('is a plain button by default and ignores clicks while busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    rerender(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Spinner', () => {
  it('announces its label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('Alert', () => {
  it('interrupts for danger, stays polite for info, and closes by its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <Alert tone="danger" title="Connection failed" closeLabel="Dismiss" onClose={onClose}>
          Try again.
        </Alert>
        <Alert tone="info">Saved.</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Connection failed');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
  });
});
