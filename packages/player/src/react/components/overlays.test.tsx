import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepNameTag } from './step-name-tag.js';
import { SubtitleOverlay } from './subtitle-overlay.js';

describe('SubtitleOverlay', () => {
  it('shows the cue without announcing it', () => {
    const { container } = render(<SubtitleOverlay text="Turn the valve clockwise" raised />);
    const overlay = container.querySelector('[part="subtitles"]')!;
    expect(overlay.textContent).toBe('Turn the valve clockwise');
    expect(overlay.getAttribute('aria-live')).toBe('off');
    expect(overlay.hasAttribute('data-raised')).toBe(true);
  });

  it('renders nothing between cues', () => {
    const { container } = render(<SubtitleOverlay text={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('StepNameTag', () => {
  it('shows the number and title and hides from assistive technology when not visible', () => {
    const { container, rerender } = render(
      <StepNameTag number="03" title="Close the valve" visible />,
    );
    const tag = container.querySelector('[part="step-name"]')!;
    expect(tag.textContent).toBe('03Close the valve');
    expect(tag.getAttribute('data-visible')).toBe('true');
    expect(screen.getByText('Close the valve')).toBeTruthy();
    rerender(<StepNameTag number="03" title="Close the valve" visible={false} />);
    expect(tag.getAttribute('data-visible')).toBe('false');
    expect(tag.getAttribute('aria-hidden')).toBe('true');
  });
});
