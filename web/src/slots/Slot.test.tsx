import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { DIRECT_PLUGIN, PLUGIN_OPERATIONS } from './pluginFramework.ts';
import { setPluginSlots } from './pluginSlots.ts';
import { Slot } from './Slot.tsx';
import { SLOT_IDS } from './slotIds.ts';

const ID = SLOT_IDS.footer;
const Default = ({ title }: { title?: string }) => <p title={title}>Atrium's footer</p>;
const Greeting = ({ content, course }: { content: { text: string }; course?: string }) => (
  <p>
    {content.text} {course}
  </p>
);
const Framed = ({ component }: { component: ReactNode }) => <section aria-label="frame">{component}</section>;

function drawSlot(plugins: unknown[], keepDefault = true) {
  setPluginSlots({ [ID]: { keepDefault, plugins } });
  return render(
    <Slot id={ID} props={{ course: 'Physics' }}>
      <Default />
    </Slot>,
  );
}

afterEach(() => setPluginSlots({}));

describe('Slot', () => {
  it('is its children when the operator leaves it alone', () => {
    setPluginSlots({ [SLOT_IDS.headerLogo]: { keepDefault: false, plugins: [] } });
    render(
      <Slot id={ID}>
        <Default />
      </Slot>,
    );
    expect(screen.getByText("Atrium's footer")).toBeInTheDocument();
  });

  it('inserts a widget with its content and the slot props, before the default by priority', () => {
    const widget = {
      id: 'hello',
      priority: 10,
      type: DIRECT_PLUGIN,
      RenderWidget: Greeting,
      content: { text: 'Hello' },
    };
    const { container } = drawSlot([{ op: PLUGIN_OPERATIONS.Insert, widget }]);
    expect(container.textContent).toBe("Hello PhysicsAtrium's footer");
  });

  it('hides the default contents', () => {
    drawSlot([{ op: PLUGIN_OPERATIONS.Hide, widgetId: 'default_contents' }]);
    expect(screen.queryByText("Atrium's footer")).toBeNull();
  });

  it('wraps the default contents', () => {
    drawSlot([{ op: PLUGIN_OPERATIONS.Wrap, widgetId: 'default_contents', wrapper: Framed }]);
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent("Atrium's footer");
  });

  it("modifies the default contents' props", () => {
    const fn = (widget: { content: Record<string, unknown> }) => ({
      ...widget,
      content: { title: 'Modified' },
    });
    drawSlot([{ op: PLUGIN_OPERATIONS.Modify, widgetId: 'default_contents', fn }]);
    expect(screen.getByTitle('Modified')).toHaveTextContent("Atrium's footer");
  });

  it("leaves the page as it is when an operator's widget fails", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken widget');
    };
    const widget = { id: 'broken', priority: 60, type: DIRECT_PLUGIN, RenderWidget: Broken };
    drawSlot([{ op: PLUGIN_OPERATIONS.Insert, widget }]);
    expect(screen.getByText("Atrium's footer")).toBeInTheDocument();
  });
});
