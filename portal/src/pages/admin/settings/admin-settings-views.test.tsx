// @vitest-environment jsdom
// The admin settings views (issue 25): QR codes drawn for the content's player URL, the assistant's
// presets reordered with buttons, the credit dashboard's rows and providers, the language rule.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditDashboardView } from './credit-dashboard-page';
import { InterfaceLanguageForm } from './interface-language-page';
import { MavenSettingsForm, presetProblems } from './maven-settings-page';
import { QrCodeList } from './qr-codes-page';

vi.mock('../../../api', () => ({ api: {} }));
afterEach(cleanup);

describe('QrCodeList', () => {
  it('draws each code as an image of the URL that opens the content', () => {
    render(
      <QrCodeList
        origin="https://portal.example.com"
        onDelete={vi.fn()}
        items={[
          {
            id: 'q1',
            contentType: 'workflows',
            contentId: 'wf1',
            label: 'Press 4',
            contentTitle: 'Die change',
            path: '/playermain/wf1',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]}
      />,
    );
    const image = screen.getByTestId('qr-image') as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.src)).toContain('<svg');
    expect(image.alt).toBe('QR code for Press 4');
    expect(screen.getByText('Opens https://portal.example.com/playermain/wf1')).toBeTruthy();
  });

  it('says when there are none', () => {
    render(<QrCodeList origin="https://x.test" onDelete={vi.fn()} items={[]} />);
    expect(screen.getByTestId('qr-codes-empty')).toBeTruthy();
  });
});

describe('MavenSettingsForm', () => {
  it('moves presets with the buttons and flags duplicates', () => {
    render(
      <MavenSettingsForm
        saved={{
          maven: true,
          smartAssist: false,
          presetQuestions: ['A?', 'B?'],
          topK: 5,
          greeting: '',
        }}
      />,
    );
    fireEvent.click(screen.getAllByTestId('maven-preset-down')[0]!);
    const values = () =>
      screen.getAllByTestId('maven-preset-input').map((i) => (i as HTMLInputElement).value);
    expect(values()).toEqual(['B?', 'A?']);
    fireEvent.change(screen.getByTestId('maven-preset-new'), { target: { value: 'a?' } });
    expect((screen.getByTestId('maven-preset-add') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('maven-topk'), { target: { value: '0' } });
    expect((screen.getByTestId('maven-settings-save') as HTMLButtonElement).disabled).toBe(true);
    expect(presetProblems(['x', 'X', ' '])).toEqual([null, 'duplicate', 'empty']);
  });
});

describe('CreditDashboardView', () => {
  it('lists usage per month and feature, and the providers’ status', () => {
    render(
      <CreditDashboardView
        usage={{
          months: ['2026-10', '2026-11'],
          items: [
            {
              month: '2026-11',
              feature: 'transcription',
              provider: 'whisper-local',
              requests: 2,
              quantities: { seconds: 90 },
            },
          ],
          providers: [
            {
              capability: 'chat',
              status: 'not-configured',
              provider: null,
              reason: 'set AI_BASE_URL',
            },
          ],
        }}
      />,
    );
    const row = screen.getByTestId('credit-row');
    expect(within(row).getByText('Transcription')).toBeTruthy();
    expect(within(row).getByText('90 s of audio')).toBeTruthy();
    const provider = screen.getByTestId('credit-provider');
    expect(within(provider).getByText('Not configured')).toBeTruthy();
    expect(within(provider).getByText('set AI_BASE_URL')).toBeTruthy();
  });
});

describe('InterfaceLanguageForm', () => {
  it('refuses a default language that is not offered', () => {
    render(
      <InterfaceLanguageForm
        saved={{ defaultLanguage: 'en', offeredLanguages: ['en', 'de-de'] }}
      />,
    );
    fireEvent.click(screen.getByTestId('language-offer-en'));
    expect(screen.getByTestId('language-problem').textContent).toMatch(
      /must be one of the offered/,
    );
    expect((screen.getByTestId('interface-language-save') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
