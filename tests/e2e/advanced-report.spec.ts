/**
 * Issue 25, configurable reports (must show): the org admin opens /analytics/content-analysis,
 * searches this run's content, sorts by title, hides a column and filters the titles; saves that
 * grid state under a name; goes to another report and back (and reloads) and finds the search,
 * the filter, the sort and the saved state's name again; exports an XLSX, downloads it and reads
 * it back with exceljs: its header is the grid's visible columns in order and its data rows are
 * the grid's rows, in order.
 *
 * The e2e servers start without the demo's sample content (SEED_DEMO_CONTENT=false, so without
 * its seeded week of viewing either), and other specs add content to the same organisation at
 * the same time: this spec makes its own private workspace with five smart instructions whose
 * titles carry this run's tag (content analysis lists every content item in scope, viewed or
 * not), and reads only those through the report's search.
 */
import ExcelJS from 'exceljs';
import { createSmartInstruction } from '@stepwise/api';
import { expect, test, type Page } from '@playwright/test';
import { signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { ORG_ADMIN } from './support/frame-server.js';
import { privateWorkspace, signedInPage } from './support/people.js';

const run = `grid${Date.now().toString(36)}`;
const STATE_NAME = `Press checks ${run}`;
/** Three "Press check" titles (the filter's rows) among five. */
const TITLES = [
  `${run} Press check line 1`,
  `${run} Lathe setup`,
  `${run} Press check line 2`,
  `${run} Forklift daily check`,
  `${run} Press check line 3`,
];

interface Shown {
  headers: string[];
  rows: Record<string, string>[];
}

/** The grid as a person sees it: header texts in order, every row of the page by column id. */
async function shownGrid(page: Page): Promise<Shown> {
  return page.getByTestId('advanced-grid').evaluate((grid) => {
    const byIndex = (el: Element) => Number(el.getAttribute('aria-colindex'));
    const headers = [...grid.querySelectorAll('.ag-header-row-column .ag-header-cell')]
      .sort((a, b) => byIndex(a) - byIndex(b))
      .map((h) => h.querySelector('.ag-header-cell-text')?.textContent?.trim() ?? '');
    const rows = [...grid.querySelectorAll('.ag-row[row-index]')]
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((row) =>
        Object.fromEntries(
          [...row.querySelectorAll('.ag-cell')].map((c) => [
            c.getAttribute('col-id') ?? '',
            c.textContent?.trim() ?? '',
          ]),
        ),
      );
    return { headers, rows };
  });
}

const numberOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('content analysis: filter, save the grid state, come back to it, export the same rows as XLSX', async ({
  browser,
}) => {
  const env = e2eEnv();
  const baseUrl = env.plainUrl;
  const admin = await signedInApi(baseUrl, ORG_ADMIN, env.password);
  const workspaceId = await privateWorkspace(admin, `Grid ${run}`);
  for (const title of TITLES)
    await createSmartInstruction(admin, {
      workspaceId,
      title,
      description: 'Made by the configurable report test.',
      items: [
        { type: 'introduction', title: 'Introduction', description: 'Start.' },
        { type: 'conclusion', title: 'Conclusion', description: 'Done.' },
      ],
    });

  const page = await signedInPage(browser, baseUrl, ORG_ADMIN, env.password);
  await page.goto(`${baseUrl}/analytics/content-analysis`);
  const grid = page.getByTestId('advanced-grid');
  const rowsShown = grid.locator('.ag-row[row-index]');
  // The server's search: this run's content only.
  const search = page.getByTestId('advanced-search');
  await search.fill(run);
  await expect(rowsShown).toHaveCount(TITLES.length, { timeout: 30_000 });

  // 100 rows a page, sorted by title, Z first (the header twice: ascending, then descending).
  await page.getByLabel('Rows per page').selectOption('100');
  const titleHeader = grid.locator('.ag-header-cell[col-id="title"] .ag-header-cell-label');
  await titleHeader.click();
  await titleHeader.click();
  await expect(grid.locator('.ag-header-cell[role=columnheader][col-id="title"]')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Hide the Type column from the keyboard-reachable columns menu.
  const columns = page.getByTestId('advanced-columns');
  await columns.locator('summary').click();
  await columns.getByRole('checkbox', { name: 'Type', exact: true }).uncheck();
  await columns.locator('summary').click();
  await expect(grid.locator('.ag-header-cell[role=columnheader][col-id="type"]')).toHaveCount(0);

  // Filter the titles: "press" keeps the three press checks, Z first.
  const titleFilter = grid.getByRole('textbox', { name: 'Title Filter Input' });
  await titleFilter.fill('press');
  const expected = TITLES.filter((t) => t.includes('Press'))
    .sort()
    .reverse();
  await expect(rowsShown).toHaveCount(expected.length);
  await expect(page.getByTestId('advanced-filter-count')).toContainText('1');
  const filtered = await shownGrid(page);
  expect(filtered.rows.map((r) => r.title)).toEqual(expected);
  expect(filtered.headers).not.toContain('Type');

  // Save the grid state under a name.
  await page.getByTestId('advanced-save-as').click();
  await page.getByTestId('advanced-save-name').fill(STATE_NAME);
  await page.getByTestId('advanced-save-name').press('Enter');
  await expect(page.getByTestId('advanced-saved')).toContainText(`Saved as “${STATE_NAME}”`);
  const picked = page.getByTestId('advanced-saved-pick');
  await expect(picked.locator('option:checked')).toHaveText(STATE_NAME);

  // Another report and back, through the report menu: the state is the one we left.
  await page.getByTestId('report-link-main').click();
  await expect(page).toHaveURL(/\/analytics\/main$/);
  await page.getByTestId('report-link-content-analysis').click();
  await expect(page).toHaveURL(/\/analytics\/content-analysis$/);
  await expect(search).toHaveValue(run);
  await expect(titleFilter).toHaveValue('press');
  await expect(rowsShown).toHaveCount(expected.length);
  await expect(picked.locator('option:checked')).toHaveText(STATE_NAME);
  expect(await shownGrid(page)).toEqual(filtered);

  // And after a reload of the tab.
  await page.reload();
  await expect(search).toHaveValue(run);
  await expect(titleFilter).toHaveValue('press');
  await expect(rowsShown).toHaveCount(expected.length);
  await expect(page.getByLabel('Rows per page')).toHaveValue('100');
  const shown = await shownGrid(page);
  expect(shown).toEqual(filtered);

  // Export XLSX: progress, then the download.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('advanced-export-xlsx').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByTestId('advanced-export-status')).toContainText(
    `(rows: ${expected.length})`,
  );
  const file = await download.path();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const cellText = (v: ExcelJS.CellValue) =>
    v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellText);
  // The file's columns are the grid's visible ones, in the grid's order (Type hidden).
  expect(header).toEqual(shown.headers);
  expect(header).not.toContain('Type');
  const titleAt = header.indexOf('Title') + 1;
  const viewsAt = header.indexOf('Views') + 1;
  const workspaceAt = header.indexOf('Workspace') + 1;
  const data: { title: string; views: number; workspace: string }[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    data.push({
      title: cellText(row.getCell(titleAt).value),
      views: Number(row.getCell(viewsAt).value),
      workspace: cellText(row.getCell(workspaceAt).value),
    });
  });
  // The file's rows are the grid's rows: the same titles, views and workspace, in order.
  expect(data).toEqual(
    shown.rows.map((r) => ({
      title: r.title,
      views: numberOf(r.views!),
      workspace: r.workspaceName,
    })),
  );
  expect(data.map((d) => d.title)).toEqual(expected);
  await page.context().close();
});
