/**
 * A named place an operator's `env.config.jsx` can change (slots/slotIds.ts). Left alone, it is its
 * children. In a build without the file the build removes every Slot (web/build/stripSlots.ts), so
 * the default first load carries none of this.
 */
import { cloneElement, createElement, Fragment, isValidElement, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { mergedProps, type ArrangedWidget, type WidgetContent } from './pluginOperations.ts';
import { slotArrangement } from './pluginSlots.ts';
import type { SlotId } from './slotIds.ts';

interface SlotProps {
  id: SlotId;
  /** The default contents (the framework's `default_contents`). */
  children?: ReactNode;
  /** What the slot tells its widgets and wrappers (the framework's `pluginProps`), e.g. the course. */
  props?: WidgetContent;
}

const NO_PROPS: WidgetContent = {};
/** An operator's widget that fails to draw leaves the page as it is. */
const nothing = () => null;

function defaultContents(children: ReactNode, content: WidgetContent): ReactNode {
  if (Object.keys(content).length === 0 || !isValidElement<WidgetContent>(children)) return children;
  return cloneElement(children, mergedProps(children.props, content));
}

function drawn(widget: ArrangedWidget, children: ReactNode, props: WidgetContent): ReactNode {
  const { RenderWidget } = widget;
  if (RenderWidget === null) return defaultContents(children, widget.content);
  return (
    <ErrorBoundary fallback={nothing}>
      <Suspense fallback={null}>
        <RenderWidget {...props} id={widget.id} content={widget.content} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function Slot({ id, children, props = NO_PROPS }: SlotProps): ReactNode {
  const arrangement = slotArrangement(id);
  if (arrangement === null) return children;
  return arrangement.widgets.map((widget) => (
    <Fragment key={widget.id}>
      {widget.wrappers.reduce<ReactNode>(
        (component, wrapper) => createElement(wrapper, { component, pluginProps: props }),
        drawn(widget, children, props),
      )}
    </Fragment>
  ));
}
