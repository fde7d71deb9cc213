import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.js';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'de-de', label: 'Deutsch' },
  { value: 'es-mx', label: 'Español (México)' },
  { value: 'fr-fr', label: 'Français' },
  { value: 'ja-jp', label: '日本語' },
  { value: 'ar-ar', label: 'العربية' },
  { value: 'th-th', label: 'ไทย', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Interface language',
    options: languages,
    placeholder: 'Choose a language',
    searchLabel: 'Search languages',
    noResultsLabel: 'No results found',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'ja-jp' } };
export const NotSearchable: Story = { args: { searchable: false } };
export const EmptyOptions: Story = { args: { options: [] } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'en' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'en' } };
