import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordSource } from '../../config/platformSources.ts';
import { renderApp } from '../../test/render.tsx';
import { testSettings } from '../../test/settings.ts';
import { OptionRows } from './FacetOptionRows.tsx';

const options = [
  { value: 'OrgA', label: 'OrgA' },
  { value: 'OrgB', label: 'OrgB' },
];

function renderRows(platformApi: 'admin-console' | 'openedx', selected: string[]) {
  const onToggle = vi.fn();
  const settings = testSettings({}, { PLATFORM_API: platformApi });
  renderApp(
    <OptionRows label="Partner" options={options} selected={selected} onToggle={onToggle} emptyText="" />,
    { settings },
  );
  return { onToggle, lms: settings.lmsBaseUrl };
}

describe('a facet’s rows', () => {
  it('are checkboxes where several values of a facet apply', async () => {
    const { onToggle } = renderRows('admin-console', ['OrgA']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'OrgA' }));
    expect(onToggle).toHaveBeenCalledWith('OrgA');
  });

  it('are checkboxes on a stock platform whose course_list_search answered (Verawood on)', async () => {
    const { onToggle, lms } = renderRows('openedx', ['OrgA']);
    act(() => recordSource(lms, 'courseListSearch', 'present'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'OrgB' }));
    expect(onToggle).toHaveBeenCalledWith('OrgB');
  });

  it('become one radio group once the stock platform shows it has no course_list_search', async () => {
    const { onToggle, lms } = renderRows('openedx', ['OrgA']);
    act(() => recordSource(lms, 'courseListSearch', 'absent'));
    const [a, b] = screen.getAllByRole('radio');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(a).toBeChecked();
    expect(a?.getAttribute('name')).toBe(b?.getAttribute('name'));
    await userEvent.click(screen.getByRole('radio', { name: 'OrgB' }));
    expect(onToggle).toHaveBeenLastCalledWith('OrgB');
    await userEvent.click(screen.getByRole('radio', { name: 'OrgA' }));
    expect(onToggle).toHaveBeenLastCalledWith('OrgA');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });
});
