/**
 * The operator's `pluginSlots`, set once at start-up (slots/loadOperatorFile.ts) before the first
 * render, as frontend-platform's configuration holds them; each slot's widgets are arranged once.
 */
import { arrangeWidgets, type Arrangement } from './pluginOperations.ts';

let configured: Readonly<Record<string, unknown>> = {};
const arranged = new Map<string, Arrangement>();

export function setPluginSlots(slots: Readonly<Record<string, unknown>>): void {
  configured = slots;
  arranged.clear();
}

/** The slot's widgets, or null when the operator's file leaves the slot alone. */
export function slotArrangement(id: string): Arrangement | null {
  if (!Object.hasOwn(configured, id)) return null;
  let arrangement = arranged.get(id);
  if (arrangement === undefined) {
    arrangement = arrangeWidgets(configured[id]);
    arranged.set(id, arrangement);
    if (arrangement.skipped.length > 0) console.warn(`[atrium] slot ${id} skipped:`, arrangement.skipped);
  }
  return arrangement;
}
