import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.js';
import { Radio, RadioGroup } from './radio.js';
import { Switch } from './switch.js';

describe('Switch', () => {
  it('toggles with a click and with Space, and reports the change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch onCheckedChange={onCheckedChange}>Notifications</Switch>);
    const sw = screen.getByRole('switch', { name: 'Notifications' }) as HTMLInputElement;
    await user.click(sw);
    expect(sw.checked).toBe(true);
    await user.keyboard(' ');
    expect(sw.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores changes when read-only or disabled (000 §5)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch readOnly defaultChecked onCheckedChange={onCheckedChange}>
          Read-only
        </Switch>
        <Switch disabled onCheckedChange={onCheckedChange}>
          Disabled
        </Switch>
      </>,
    );
    const ro = screen.getByRole('switch', { name: 'Read-only' }) as HTMLInputElement;
    await user.click(ro);
    expect(ro.checked).toBe(true);
    expect(ro.getAttribute('aria-readonly')).toBe('true');
    await user.click(screen.getByRole('switch', { name: 'Disabled' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('carries size and colour', () => {
    const { container } = render(<Switch size="xs" color="danger" aria-label="Danger" />);
    const root = container.querySelector('.sw-switch')!;
    expect(root.getAttribute('data-size')).toBe('xs');
    expect(root.getAttribute('data-color')).toBe('danger');
  });
});

describe('Checkbox', () => {
  it('toggles, ignores read-only changes and carries its shape', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(
      <>
        <Checkbox shape="circle" onCheckedChange={onCheckedChange}>
          Remember me
        </Checkbox>
        <Checkbox readOnly onCheckedChange={onCheckedChange}>
          Locked
        </Checkbox>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(onCheckedChange.mock.calls).toEqual([[true]]);
    expect(container.querySelector('.sw-checkbox')?.getAttribute('data-shape')).toBe('circle');
  });
});

describe('RadioGroup', () => {
  function renderGroup(props: Partial<Parameters<typeof RadioGroup>[0]> = {}) {
    return render(
      <RadioGroup label="Plan" defaultValue="a" type="success" {...props}>
        <Radio value="a">Basic</Radio>
        <Radio value="b">Pro</Radio>
        <Radio value="c">Enterprise</Radio>
      </RadioGroup>,
    );
  }

  it('is a named group whose radios select with click and arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderGroup({ onValueChange });
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group.getAttribute('data-type')).toBe('success');
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    expect(onValueChange).toHaveBeenLastCalledWith('b');
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Enterprise' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(onValueChange).toHaveBeenLastCalledWith('c');
  });

  it('ignores changes when read-only or disabled (000 §5)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { unmount } = renderGroup({ readOnly: true, onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    expect((screen.getByRole('radio', { name: 'Basic' }) as HTMLInputElement).checked).toBe(true);
    unmount();
    renderGroup({ disabled: true, onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('throws a clear error for a radio outside a group (000 §5)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Radio value="x">X</Radio>)).toThrow(
      '<Radio> must be used inside <RadioGroup>',
    );
    vi.restoreAllMocks();
  });
});
