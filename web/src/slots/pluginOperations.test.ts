import { describe, expect, it } from 'vitest';
import { arrangeWidgets, mergedProps } from './pluginOperations.ts';
import { DIRECT_PLUGIN, IFRAME_PLUGIN, PLUGIN_OPERATIONS } from './pluginFramework.ts';

const Widget = () => null;
const Wrapper = () => null;
const insert = (id: string, priority: number, more: Record<string, unknown> = {}) => ({
  op: PLUGIN_OPERATIONS.Insert,
  widget: { id, priority, type: DIRECT_PLUGIN, RenderWidget: Widget, ...more },
});
const hide = (widgetId: string) => ({ op: PLUGIN_OPERATIONS.Hide, widgetId });
const ids = (slot: unknown) => arrangeWidgets(slot).widgets.map((widget) => widget.id);

describe('arrangeWidgets: which widgets a slot shows, in order', () => {
  it.each<[string, unknown, string[]]>([
    ['no configuration object', undefined, []],
    ['keepDefault true, nothing else', { keepDefault: true, plugins: [] }, ['default_contents']],
    ['keepDefault false hides the default', { keepDefault: false, plugins: [] }, []],
    ['keepDefault left out hides it too (as the framework reads it)', { plugins: [] }, []],
    [
      'inserted by priority around the default (50)',
      { keepDefault: true, plugins: [insert('after', 60), insert('before', 10)] },
      ['before', 'default_contents', 'after'],
    ],
    ['equal priorities by id', { keepDefault: false, plugins: [insert('b', 5), insert('a', 5)] }, ['a', 'b']],
    [
      'Hide of default_contents',
      { keepDefault: true, plugins: [hide('default_contents'), insert('mine', 1)] },
      ['mine'],
    ],
    [
      'Hide of an inserted widget',
      { keepDefault: true, plugins: [insert('x', 1), hide('x')] },
      ['default_contents'],
    ],
    [
      'Hide before the insert names nothing yet',
      { keepDefault: false, plugins: [hide('x'), insert('x', 1)] },
      ['x'],
    ],
    [
      'Modify can move a widget by priority',
      {
        keepDefault: true,
        plugins: [
          insert('x', 90),
          { op: PLUGIN_OPERATIONS.Modify, widgetId: 'x', fn: (w: object) => ({ ...w, priority: 1 }) },
        ],
      },
      ['x', 'default_contents'],
    ],
    [
      'an iframe widget is refused',
      { keepDefault: false, plugins: [insert('f', 1, { type: IFRAME_PLUGIN })] },
      [],
    ],
    [
      'a widget without RenderWidget',
      { keepDefault: false, plugins: [insert('r', 1, { RenderWidget: 'x' })] },
      [],
    ],
    ['a widget without priority', { keepDefault: false, plugins: [insert('p', 1, { priority: '1' })] }, []],
    [
      'an unknown operation',
      { keepDefault: true, plugins: [{ op: 'replace', widgetId: 'default_contents' }] },
      ['default_contents'],
    ],
    ['plugins that are not a list', { keepDefault: true, plugins: 'x' }, ['default_contents']],
  ])('%s', (_, slot, expected) => {
    expect(ids(slot)).toEqual(expected);
  });

  it.each<[string, unknown, number]>([
    ['an iframe widget', { plugins: [insert('f', 1, { type: IFRAME_PLUGIN })] }, 1],
    ['a hide of nothing', { plugins: [hide('nothing')] }, 1],
    [
      'a wrap without a wrapper',
      { keepDefault: true, plugins: [{ op: 'wrap', widgetId: 'default_contents' }] },
      1,
    ],
    [
      'a modify whose function returns nothing',
      { keepDefault: true, plugins: [{ op: 'modify', widgetId: 'default_contents', fn: () => undefined }] },
      1,
    ],
    ['well-formed operations', { keepDefault: true, plugins: [insert('a', 1), hide('a')] }, 0],
  ])('names what it skipped: %s', (_, slot, count) => {
    expect(arrangeWidgets(slot).skipped).toHaveLength(count);
  });

  it('wraps in the order given, and hands an inserted widget its content', () => {
    const Other = () => null;
    const [widget] = arrangeWidgets({
      keepDefault: false,
      plugins: [
        insert('w', 1, { content: { title: 'Hi' } }),
        { op: PLUGIN_OPERATIONS.Wrap, widgetId: 'w', wrapper: Wrapper },
        { op: PLUGIN_OPERATIONS.Wrap, widgetId: 'w', wrapper: Other },
      ],
    }).widgets;
    expect(widget?.wrappers).toEqual([Wrapper, Other]);
    expect(widget?.content).toEqual({ title: 'Hi' });
    expect(widget?.RenderWidget).toBe(Widget);
  });

  it("modifies the default's content without changing what the operator's function was given", () => {
    const given: object[] = [];
    const fn = (widget: { content: Record<string, unknown> }) => {
      given.push(widget);
      widget.content.className = 'wide';
      return widget;
    };
    const slot = {
      keepDefault: true,
      plugins: [{ op: PLUGIN_OPERATIONS.Modify, widgetId: 'default_contents', fn }],
    };
    const first = arrangeWidgets(slot).widgets[0];
    const second = arrangeWidgets(slot).widgets[0];
    expect(first?.content).toEqual({ className: 'wide' });
    expect(second?.content).toEqual({ className: 'wide' });
    expect(first?.RenderWidget).toBeNull();
    expect(given[0]).not.toBe(given[1]);
  });
});

describe('mergedProps: a Modify of the default contents', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    [{ className: 'a' }, { className: 'b' }, { className: 'a b' }],
    [{}, { className: 'b' }, { className: 'b' }],
    [{ style: { color: 'red' } }, { style: { margin: 0 } }, { style: { color: 'red', margin: 0 } }],
    [{ style: { color: 'red' } }, { style: 'margin: 0' }, { style: { color: 'red' } }],
    [
      { href: '/', title: 'x' },
      { href: 'https://example.org/' },
      { href: 'https://example.org/', title: 'x' },
    ],
  ])('%j with %j → %j', (own, content, expected) => {
    expect(mergedProps(own, content)).toEqual(expected);
  });
});
