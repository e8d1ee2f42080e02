import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { testSettings } from '../../test/settings.ts';
import { OptionRows } from './FacetOptionRows.tsx';

const options = [
  { value: 'OrgA', label: 'OrgA' },
  { value: 'OrgB', label: 'OrgB' },
];

function renderRows(platformApi: 'admin-console' | 'openedx', selected: string[]) {
  const onToggle = vi.fn();
  renderApp(
    <OptionRows label="Partner" options={options} selected={selected} onToggle={onToggle} emptyText="" />,
    {
      settings: testSettings({}, { PLATFORM_API: platformApi }),
    },
  );
  return onToggle;
}

describe('a facet’s rows', () => {
  it('are checkboxes where several values of a facet apply', async () => {
    const onToggle = renderRows('admin-console', ['OrgA']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'OrgA' }));
    expect(onToggle).toHaveBeenCalledWith('OrgA');
  });

  it('are one radio group on a stock platform, whose chosen value clears when chosen again', async () => {
    const onToggle = renderRows('openedx', ['OrgA']);
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
