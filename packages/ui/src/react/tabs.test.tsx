import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.js';
import type { TabsProps } from './tabs.js';

function renderTabs(props: Partial<TabsProps> = {}) {
  return render(
    <Tabs defaultValue="a" {...props}>
      <TabList aria-label="Sections">
        <Tab value="a">Alpha</Tab>
        <Tab value="b" disabled>
          Beta
        </Tab>
        <Tab value="c">Gamma</Tab>
      </TabList>
      <TabPanel value="a">Panel A</TabPanel>
      <TabPanel value="b">Panel B</TabPanel>
      <TabPanel value="c">Panel C</TabPanel>
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('links tabs to panels and shows the selected one', () => {
    renderTabs();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-selected')).toBe('true');
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Gamma' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(panel.textContent).toBe('Panel A');
    expect(alpha.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderTabs({ onValueChange });
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Gamma');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Alpha');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Gamma');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });

  it('ignores changes when read-only or disabled (000 §5)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { unmount } = renderTabs({ readOnly: true, onValueChange });
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
    unmount();
    renderTabs({ disabled: true, onValueChange });
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('carries its size for styling', () => {
    const { container } = renderTabs({ size: 'exlg' });
    expect(container.querySelector('.sw-tabs')?.getAttribute('data-size')).toBe('exlg');
  });

  it('throws a clear error for a tab outside a Tabs container (000 §5)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tab value="x">X</Tab>)).toThrow('<Tab> must be used inside <Tabs>');
    expect(() => render(<TabPanel value="x" />)).toThrow('<TabPanel> must be used inside <Tabs>');
    vi.restoreAllMocks();
  });
});
