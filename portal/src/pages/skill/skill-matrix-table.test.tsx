// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkillMatrixTable } from './skill-matrix-table';
import { testMatrix } from './test-skill';

describe('skill matrix table', () => {
  afterEach(cleanup);

  it('is a captioned table with column and row headers and a chip per assigned skill', () => {
    render(<SkillMatrixTable matrix={testMatrix} />);
    const table = screen.getByRole('table', {
      name: 'People and the state of each skill assigned to them',
    });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual([
      'Person',
      'Forklift basics',
      'Lockout / tagout',
    ]);
    expect(columns.every((c) => c.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => r.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(rows[0]!.textContent).toContain('Ana Viewer');
  });

  it('shows PASSED with its date and expiry, FAILED, LOCKED and unassigned cells', () => {
    render(<SkillMatrixTable matrix={testMatrix} />);
    const cells = screen.getAllByTestId('skill-matrix-cell');
    expect(cells.map((c) => c.getAttribute('data-state'))).toEqual([
      'PASSED',
      'LOCKED',
      'FAILED',
      '',
    ]);
    expect(cells[0]!.textContent).toBe('Passed 03/02/2026 expires 03/02/2027');
    expect(within(cells[0]!).getByText('03/02/2026').tagName).toBe('TIME');
    expect(cells[1]!.textContent).toBe('Locked');
    expect(cells[2]!.textContent).toBe('Failed');
    expect(cells[3]!.textContent).toBe('Not assigned');
  });

  it('says so when nothing is assigned', () => {
    render(<SkillMatrixTable matrix={{ skills: [], people: [] }} />);
    expect(screen.getByTestId('skill-matrix-empty').textContent).toBe(
      'No skills are assigned here yet.',
    );
  });
});
