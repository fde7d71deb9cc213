// The design tokens of @stepwise/ui as swatches; switch the theme in the toolbar to compare.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button } from '@stepwise/ui';

const COLOURS = [
  'bg',
  'surface',
  'surface-raised',
  'surface-hover',
  'surface-selected',
  'text',
  'text-muted',
  'text-disabled',
  'link',
  'border',
  'border-strong',
  'primary',
  'secondary',
  'danger',
  'success',
  'warning',
  'info',
  'danger-subtle',
  'success-subtle',
  'warning-subtle',
  'info-subtle',
  'focus-ring',
];

function Palette() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 12,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {COLOURS.map((name) => (
          <li key={name} style={{ display: 'grid', gap: 4 }}>
            <span
              style={{
                blockSize: 48,
                borderRadius: 'var(--sw-radius-md)',
                border: '1px solid var(--sw-color-border)',
                background: `var(--sw-color-${name})`,
              }}
            />
            <code style={{ fontSize: 'var(--sw-font-size-xs)' }}>--sw-color-{name}</code>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button variant="primary">Primary</Button>
        <Button>Secondary</Button>
        <Button variant="danger">Danger</Button>
      </div>
      <Alert tone="warning" title="Text on every surface meets WCAG AA" />
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Palette } satisfies Meta<typeof Palette>;

export default meta;
export const Colours: StoryObj<typeof meta> = {};
