// Organisation tools' rules (issue 25; 000 §2): API key shape, governance dates (review due,
// stale after 180 days, the next review), connectivity grading and the Zoom landing's states,
// language and way back (never another site).
import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  GOVERNANCE_REVIEW_PERIOD_DAYS,
  GOVERNANCE_STALE_DAYS,
  apiKeyShownPart,
  connectivityStatus,
  dataHubReport,
  isOrganizationSubdomain,
  isReviewDue,
  isStale,
  looksLikeApiKey,
  medianMs,
  nextReviewBy,
  worstStatus,
  zoomLandingLanguage,
  zoomLandingReturnPath,
  zoomLandingStatus,
} from './org-tools.js';
import {
  dataHubExportSchema,
  governanceUpdateSchema,
  troubleshootingReportInputSchema,
} from './org-tools.schema.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 86_400_000;

describe('data hub and API keys', () => {
  it('names the export source of a kind', () => {
    expect(dataHubReport('quiz-results')).toBe('data-hub/quiz-results');
  });
  it('knows a key by its shape: swk_ and 43 base64url characters', () => {
    const key = `${API_KEY_PREFIX}${'a'.repeat(40)}-_Z`;
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey('swk_short')).toBe(false);
    expect(looksLikeApiKey(`xyz_${'a'.repeat(43)}`)).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(apiKeyShownPart(key)).toBe('aaaaaaaa');
  });
  it('takes exactly two dates as the export range (002 §5)', () => {
    const ok = dataHubExportSchema.safeParse({
      kind: 'tracking',
      format: 'csv',
      dateRange: '2026-01-01,2026-01-31',
    });
    expect(ok.success && ok.data.dateRange).toEqual(['2026-01-01', '2026-01-31']);
    expect(
      dataHubExportSchema.safeParse({ kind: 'tracking', format: 'csv', dateRange: '2026-01-01' })
        .success,
    ).toBe(false);
    expect(
      dataHubExportSchema.safeParse({
        kind: 'tracking',
        format: 'csv',
        dateRange: '2026-02-01,2026-01-01',
      }).success,
    ).toBe(false);
    expect(dataHubExportSchema.safeParse({ kind: 'people', format: 'csv' }).success).toBe(false);
  });
});

describe('governance dates', () => {
  it('a review is due once its date has passed (today is not yet due)', () => {
    expect(isReviewDue('2026-11-25', NOW)).toBe(true);
    expect(isReviewDue('2026-11-26', NOW)).toBe(false);
    expect(isReviewDue(null, NOW)).toBe(false);
  });
  it(`content is stale after ${GOVERNANCE_STALE_DAYS} days without an update`, () => {
    expect(isStale(new Date(NOW.getTime() - 181 * DAY), NOW)).toBe(true);
    expect(isStale(new Date(NOW.getTime() - 179 * DAY), NOW)).toBe(false);
  });
  it('a recurring review moves one period on; a one-off review leaves no date', () => {
    const next = nextReviewBy('2026-01-01', NOW);
    expect(next).toBe(
      new Date(NOW.getTime() + GOVERNANCE_REVIEW_PERIOD_DAYS * DAY).toISOString().slice(0, 10),
    );
    expect(nextReviewBy(null, NOW)).toBeNull();
  });
  it('refuses an impossible review-by date', () => {
    expect(
      governanceUpdateSchema.safeParse({ ownerId: null, reviewBy: '2026-02-30' }).success,
    ).toBe(false);
    expect(
      governanceUpdateSchema.safeParse({ ownerId: null, reviewBy: '2026-02-28' }).success,
    ).toBe(true);
  });
});

describe('troubleshooting', () => {
  it('grades connectivity by the median round trip and lost samples', () => {
    expect(medianMs([10, 30, 20])).toBe(20);
    expect(medianMs([null, null])).toBeNull();
    expect(connectivityStatus([40, 50, 60, 45, 55])).toBe('pass');
    expect(connectivityStatus([40, null, 60, 45, 55])).toBe('warn');
    expect(connectivityStatus([400, 500, 600])).toBe('warn');
    expect(connectivityStatus([1500, 2000, 1800])).toBe('fail');
    expect(connectivityStatus([null, null, null])).toBe('fail');
  });
  it('the worst status wins', () => {
    expect(worstStatus(['pass', 'warn'])).toBe('warn');
    expect(worstStatus(['pass', 'fail', 'warn'])).toBe('fail');
    expect(worstStatus([])).toBe('pass');
  });
  it('bounds a report: at least one result, known checks and statuses, a short note', () => {
    const r = { check: 'media', status: 'fail', detail: 'no playlist' };
    expect(troubleshootingReportInputSchema.safeParse({ results: [r] }).success).toBe(true);
    expect(troubleshootingReportInputSchema.safeParse({ results: [] }).success).toBe(false);
    expect(
      troubleshootingReportInputSchema.safeParse({ results: [{ ...r, status: 'ok' }] }).success,
    ).toBe(false);
    expect(
      troubleshootingReportInputSchema.safeParse({ results: [r], note: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });
});

describe('zoom landing', () => {
  it('knows its states; anything else is unknown', () => {
    expect(zoomLandingStatus('success')).toBe('success');
    expect(zoomLandingStatus('CANCELLED')).toBe('cancelled');
    expect(zoomLandingStatus('uninstalled')).toBe('uninstalled');
    expect(zoomLandingStatus('whatever')).toBe('unknown');
    expect(zoomLandingStatus(undefined)).toBe('unknown');
  });
  it('speaks one of the 15 languages, else English', () => {
    expect(zoomLandingLanguage('de-de')).toBe('de-de');
    expect(zoomLandingLanguage('JA-JP')).toBe('ja-jp');
    expect(zoomLandingLanguage('xx')).toBe('en');
  });
  it('goes back to a path of this portal, never to another site', () => {
    expect(zoomLandingReturnPath('demo')).toBe('/?clientKey=demo');
    expect(zoomLandingReturnPath(undefined)).toBe('/');
    for (const bad of [
      '//evil.example',
      'https:',
      'evil.example/x',
      '-demo',
      'a'.repeat(64),
      '%2F%2Fevil',
    ]) {
      expect(isOrganizationSubdomain(bad)).toBe(false);
      expect(zoomLandingReturnPath(bad)).toBe('/');
    }
  });
});
