// The admin settings pages (issue 25) in their states: each form or view with data, empty,
// invalid input, and the shared loading and failed-load states of every page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { LoadState } from '../../../components/load-state';
import { BusinessForm } from './business-page';
import { CreditDashboardView } from './credit-dashboard-page';
import { IntegrationsView } from './integrations-page';
import { InterfaceLanguageForm } from './interface-language-page';
import { MavenSettingsForm } from './maven-settings-page';
import { QrCodeList } from './qr-codes-page';
import '../../../styles.css';

const meta = {
  title: 'Portal/Admin/Settings',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const BUSINESS = {
  name: 'Demo Manufacturing',
  industry: 'Automotive parts',
  size: '201-1000' as const,
  country: 'Germany',
  address: 'Werkstraße 1, 70173 Stuttgart',
  contactEmail: 'plant@example.com',
  phone: '+49 711 123456',
  website: 'https://example.com',
};

export const Loading: Story = {
  render: () => <LoadState load={{ state: 'loading' }} onRetry={fn()} />,
};
export const LoadFailed: Story = {
  render: () => (
    <LoadState
      load={{ state: 'error', message: 'Network error: Failed to fetch' }}
      onRetry={fn()}
    />
  ),
};

export const Business: Story = { render: () => <BusinessForm saved={BUSINESS} /> };
export const BusinessEmpty: Story = {
  render: () => (
    <BusinessForm
      saved={{
        name: 'Demo',
        industry: '',
        size: null,
        country: '',
        address: '',
        contactEmail: '',
        phone: '',
        website: '',
      }}
    />
  ),
};
export const BusinessInvalid: Story = {
  render: () => (
    <BusinessForm
      saved={{ ...BUSINESS, contactEmail: 'not-an-email', website: 'example', phone: 'call me' }}
    />
  ),
};

export const InterfaceLanguage: Story = {
  render: () => (
    <InterfaceLanguageForm
      saved={{ defaultLanguage: 'de-de', offeredLanguages: ['en', 'de-de', 'fr-fr'] }}
    />
  ),
};
export const InterfaceLanguageDefaultNotOffered: Story = {
  render: () => (
    <InterfaceLanguageForm saved={{ defaultLanguage: 'ja-jp', offeredLanguages: ['en'] }} />
  ),
};

const MAVEN = {
  maven: true,
  smartAssist: false,
  presetQuestions: ['How do I start the press?', 'Where is the lock-out kit?'],
  topK: 5,
  greeting: 'Ask me about the line.',
};
export const Maven: Story = { render: () => <MavenSettingsForm saved={MAVEN} /> };
export const MavenNoPresets: Story = {
  render: () => <MavenSettingsForm saved={{ ...MAVEN, presetQuestions: [], greeting: '' }} />,
};
export const MavenFullWithDuplicate: Story = {
  render: () => (
    <MavenSettingsForm
      saved={{
        ...MAVEN,
        presetQuestions: [
          ...Array.from({ length: 9 }, (_, i) => `Question ${i + 1}?`),
          'question 1?',
        ],
      }}
    />
  ),
};

const PROVIDERS = [
  {
    capability: 'chat',
    status: 'not-configured' as const,
    provider: null,
    reason: 'No chat model is configured: set AI_BASE_URL.',
  },
  {
    capability: 'transcription',
    status: 'configured' as const,
    provider: 'whisper-local',
    reason: null,
  },
  {
    capability: 'text-to-speech',
    status: 'configured' as const,
    provider: 'espeak-ng',
    reason: null,
  },
  {
    capability: 'embeddings',
    status: 'not-configured' as const,
    provider: null,
    reason: 'Embeddings are not configured.',
  },
];
export const CreditDashboard: Story = {
  render: () => (
    <CreditDashboardView
      usage={{
        months: ['2026-09', '2026-10', '2026-11'],
        items: [
          {
            month: '2026-09',
            feature: 'chat',
            provider: 'offline',
            requests: 42,
            quantities: { requests: 42 },
          },
          {
            month: '2026-10',
            feature: 'transcription',
            provider: 'whisper-local',
            requests: 3,
            quantities: { seconds: 912 },
          },
          {
            month: '2026-11',
            feature: 'text-to-speech',
            provider: 'espeak-ng',
            requests: 12,
            quantities: { characters: 5400 },
          },
          {
            month: '2026-11',
            feature: 'chat',
            provider: 'offline',
            requests: 77,
            quantities: { requests: 77 },
          },
        ],
        providers: PROVIDERS,
      }}
    />
  ),
};
export const CreditDashboardEmpty: Story = {
  render: () => (
    <CreditDashboardView
      usage={{ months: ['2026-10', '2026-11'], items: [], providers: PROVIDERS }}
    />
  ),
};

export const Integrations: Story = {
  render: () => (
    <IntegrationsView
      onToggle={fn(async () => undefined)}
      items={[
        { key: 'elearning', enabled: true, flag: null, detail: '4' },
        { key: 'sso', enabled: true, flag: null, detail: 'example.com' },
        { key: 'zoom', enabled: false, flag: 'zoomIntegration', detail: null },
        { key: 'ai', enabled: true, flag: null, detail: 'transcription, text-to-speech' },
        { key: 'data-hub', enabled: true, flag: 'dataHub', detail: null },
      ]}
    />
  ),
};
export const IntegrationsAllOff: Story = {
  render: () => (
    <IntegrationsView
      onToggle={fn(async () => undefined)}
      items={[
        { key: 'elearning', enabled: true, flag: null, detail: '0' },
        { key: 'sso', enabled: false, flag: null, detail: null },
        { key: 'zoom', enabled: false, flag: 'zoomIntegration', detail: null },
        { key: 'ai', enabled: false, flag: null, detail: null },
        { key: 'data-hub', enabled: false, flag: 'dataHub', detail: null },
      ]}
    />
  ),
};

export const QrCodes: Story = {
  render: () => (
    <QrCodeList
      origin="https://portal.example.com"
      onDelete={fn(async () => undefined)}
      items={[
        {
          id: 'qr1',
          contentType: 'workflows',
          contentId: 'wf1',
          label: 'Press 4 station',
          contentTitle: 'Changing the press die',
          path: '/playermain/wf1',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 'qr2',
          contentType: 'multimodal-sops',
          contentId: 'sop1',
          label: 'Lock-out point B',
          contentTitle: null,
          path: '/smart-instruction/sop1',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ]}
    />
  ),
};
export const QrCodesEmpty: Story = {
  render: () => (
    <QrCodeList
      origin="https://portal.example.com"
      onDelete={fn(async () => undefined)}
      items={[]}
    />
  ),
};
