/**
 * How a slot's configuration turns into the widgets it shows (frontend-plugin-framework's rules, kept
 * pure): the default contents (id `default_contents`, priority 50) unless `keepDefault` is not true,
 * then each operation in order — insert a direct widget, hide, modify, wrap — and the visible widgets
 * sorted by priority, then id. An operation that is malformed, names no widget there, or inserts an
 * iframe widget (refused: docs/decisions/plugin-slots.md) is skipped and named in `skipped`.
 */
import type { ComponentType, ReactNode } from 'react';
import { DIRECT_PLUGIN, PLUGIN_OPERATIONS } from './pluginFramework.ts';

export const DEFAULT_WIDGET_ID = 'default_contents';
export const DEFAULT_PRIORITY = 50;

export type WidgetContent = Record<string, unknown>;
/** A wrapper receives what it wraps as `component`, and the slot's props as `pluginProps`. */
export type Wrapper = ComponentType<{ component: ReactNode; pluginProps: WidgetContent }>;

export interface ArrangedWidget {
  id: string;
  priority: number;
  /** null for the slot's default contents, which Atrium draws itself. */
  RenderWidget: ComponentType<Record<string, unknown>> | null;
  content: WidgetContent;
  wrappers: readonly Wrapper[];
}

export interface Arrangement {
  widgets: ArrangedWidget[];
  skipped: string[];
}

interface Working extends ArrangedWidget {
  hidden: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function';

/** The widget an Insert adds, or why it cannot be added. */
function insertedWidget(widget: unknown): ArrangedWidget | string {
  if (!isRecord(widget) || typeof widget.id !== 'string' || widget.id === '')
    return 'an insert without a widget id';
  if (typeof widget.priority !== 'number') return `widget ${widget.id}: no numeric priority`;
  if (widget.type !== DIRECT_PLUGIN)
    return `widget ${widget.id}: type ${String(widget.type)} is not DIRECT_PLUGIN`;
  if (!isFunction(widget.RenderWidget)) return `widget ${widget.id}: RenderWidget is not a component`;
  return {
    id: widget.id,
    priority: widget.priority,
    RenderWidget: widget.RenderWidget as ArrangedWidget['RenderWidget'],
    content: isRecord(widget.content) ? widget.content : {},
    wrappers: [],
  };
}

/** A widget as a Modify function returns it, or null when it returned no widget. */
function modifiedWidget(before: Working, after: unknown): Working | null {
  if (!isRecord(after)) return null;
  return {
    ...before,
    id: typeof after.id === 'string' ? after.id : before.id,
    priority: typeof after.priority === 'number' ? after.priority : before.priority,
    RenderWidget: isFunction(after.RenderWidget)
      ? (after.RenderWidget as ArrangedWidget['RenderWidget'])
      : before.RenderWidget,
    content: isRecord(after.content) ? after.content : before.content,
  };
}

export function arrangeWidgets(slot: unknown): Arrangement {
  const config = isRecord(slot) ? slot : {};
  const skipped: string[] = [];
  let widgets: Working[] =
    config.keepDefault === true
      ? [
          {
            id: DEFAULT_WIDGET_ID,
            priority: DEFAULT_PRIORITY,
            RenderWidget: null,
            content: {},
            wrappers: [],
            hidden: false,
          },
        ]
      : [];
  const operations = Array.isArray(config.plugins) ? config.plugins : [];
  const indexOf = (id: unknown) => widgets.findIndex((widget) => widget.id === id);

  for (const operation of operations as unknown[]) {
    if (!isRecord(operation)) {
      skipped.push('an operation that is not an object');
      continue;
    }
    const { op } = operation;
    if (op === PLUGIN_OPERATIONS.Insert) {
      const inserted = insertedWidget(operation.widget);
      if (typeof inserted === 'string') skipped.push(inserted);
      else widgets = [...widgets, { ...inserted, hidden: false }];
      continue;
    }
    const index = indexOf(operation.widgetId);
    const target = widgets[index];
    if (target === undefined) {
      skipped.push(`${String(op)}: no widget ${String(operation.widgetId)} in this slot`);
      continue;
    }
    let replaced: Working | null = null;
    if (op === PLUGIN_OPERATIONS.Hide) replaced = { ...target, hidden: true };
    else if (op === PLUGIN_OPERATIONS.Wrap && isFunction(operation.wrapper))
      replaced = { ...target, wrappers: [...target.wrappers, operation.wrapper as Wrapper] };
    else if (op === PLUGIN_OPERATIONS.Modify && isFunction(operation.fn))
      // A copy: the operator's function may change what it is given, and the slot draws again.
      replaced = modifiedWidget(target, operation.fn({ ...target, content: { ...target.content } }));
    if (replaced === null) {
      skipped.push(`${String(op)} of ${target.id}: not a known operation with its function`);
      continue;
    }
    widgets = widgets.map((widget, at) => (at === index ? replaced : widget));
  }

  const visible = widgets
    .filter((widget) => !widget.hidden)
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .map(({ id, priority, RenderWidget, content, wrappers }) => ({
      id,
      priority,
      RenderWidget,
      content,
      wrappers,
    }));
  return { widgets: visible, skipped };
}

/**
 * The default contents' props after a Modify (the framework's merge): a class name is added to the
 * element's own, a style merged over its own, any other value replaces the element's.
 */
export function mergedProps(own: WidgetContent, content: WidgetContent): WidgetContent {
  const merged: WidgetContent = { ...own };
  for (const [name, value] of Object.entries(content)) {
    if (name === 'className') merged.className = [own.className, value].filter(Boolean).join(' ');
    else if (name === 'style')
      merged.style = isRecord(value) ? { ...(isRecord(own.style) ? own.style : {}), ...value } : own.style;
    else merged[name] = value;
  }
  return merged;
}
