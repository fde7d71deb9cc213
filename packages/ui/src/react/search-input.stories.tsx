import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SearchInput } from './search-input.js';

function Example({ disabled = false }: { disabled?: boolean }) {
  const [searched, setSearched] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}>
      <SearchInput
        aria-label="Search workspaces"
        placeholder="Search workspaces"
        disabled={disabled}
        onSearch={(q) => setSearched((s) => [...s, q])}
      />
      <output>Searches fired: {searched.map((q) => JSON.stringify(q)).join(', ')}</output>
    </div>
  );
}

const meta = {
  title: 'UI/SearchInput',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type: the search fires 300 ms after the last keystroke, or at once on Enter. */
export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
