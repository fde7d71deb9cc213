import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { SearchPanel } from './search-panel.js';
import type { SearchPanelProps, SearchResult } from './search-panel.js';

const sentences = [
  { step: '01', time: '00:04', text: 'Put on gloves before you touch the valve.' },
  { step: '02', time: '00:12', text: 'Turn the valve clockwise until it stops.' },
  { step: '04', time: '00:31', text: 'Check the gauge again after closing the supply valve.' },
];

/** A stand-in for the core's search rule (case-insensitive per sentence). */
function search(query: string): SearchResult[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return sentences.flatMap((s, i) => {
    const at = s.text.toLowerCase().indexOf(q);
    if (at < 0) return [];
    return [
      {
        id: String(i),
        stepNumber: s.step,
        snippet: { text: s.text, matchStart: at, matchEnd: at + q.length },
        timeLabel: s.time,
      },
    ];
  });
}

function Example(props: SearchPanelProps) {
  const [results, setResults] = useState(props.results);
  return (
    <SearchPanel {...props} results={results} onSearch={(q) => setResults(q ? search(q) : null)} />
  );
}

const meta = {
  title: 'Player/SearchPanel',
  component: Example,
  decorators: [withPlayerStyles],
  args: { onSearch: () => {}, results: null, onSelect: () => {}, onClose: () => {} },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "valve" to see results. */
export const Empty: Story = {};
export const WithResults: Story = { args: { defaultQuery: 'valve', results: search('valve') } };
export const NoMatches: Story = { args: { defaultQuery: 'forklift', results: [] } };
/** Issue 16: a workflow with no transcript, on a server with no speech-to-text. */
export const NoTranscript: Story = {
  args: {
    notice:
      'No transcript: speech-to-text is not configured on this server, so there are no subtitles and nothing to search. An author can add one from the workflow’s card (Transcript and subtitles); an administrator can set AI_BASE_URL and AI_API_KEY, or WHISPER_MODEL, to transcribe uploads.',
  },
};
