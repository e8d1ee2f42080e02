/**
 * Which chunk each lazily loaded module goes in, from the module graph alone. A module goes with the
 * modules that exactly the same loaders may fetch: the pages, and each lazily loaded part (a dialog, a
 * menu, a section) that the grouping would otherwise make fetch too much it does not import. Then a
 * group merges into a group that all its loaders fetch anyway (a file fewer for each), only while no
 * loader, followed through the chunks' imports, would fetch more bytes it does not import than its
 * share of those it does. docs/decisions/fewer-chunks-per-page.md.
 */
import type { Plugin } from 'vite';

/** A module's static imports, by id. */
export type StaticImports = (id: string) => readonly string[];

/** `roots` and everything they import statically, transitively. */
export function staticClosure(roots: readonly string[], importsOf: StaticImports): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}

/** A part of a page loaded lazily (a dialog, a menu, a section) and the modules importing it. */
export interface LazyPart {
  id: string;
  importers: readonly string[];
}

export interface Loader {
  /** The modules it may have to fetch. */
  needs: ReadonlySet<string>;
  /** The modules every page that can load it has loaded before. */
  present: ReadonlySet<string>;
}

/**
 * What each loader may have to fetch beyond start-up (the entries' closure): a page, its static
 * closure; a lazily loaded part, its closure less what every page that can load it (a page whose first
 * load holds one of its importers) has loaded at first. Pages come first, then the parts.
 */
export function loaderNeeds(
  pages: readonly string[],
  parts: readonly LazyPart[],
  entries: readonly string[],
  importsOf: StaticImports,
): Loader[] {
  const atStartUp = staticClosure(entries, importsOf);
  const beyondStartUp = (ids: Iterable<string>) => new Set([...ids].filter((id) => !atStartUp.has(id)));
  const firstLoads = pages.map((page) => beyondStartUp(staticClosure([page], importsOf)));
  const parted = parts.map(({ id, importers }) => {
    const hosts = importers.some((importer) => atStartUp.has(importer))
      ? firstLoads
      : firstLoads.filter((load) => importers.some((importer) => load.has(importer)));
    const present = new Set(
      hosts.length === 0 ? [] : [...(hosts[0] ?? [])].filter((id) => hosts.every((load) => load.has(id))),
    );
    const needs = beyondStartUp(staticClosure([id], importsOf));
    for (const loaded of present) needs.delete(loaded);
    return { needs, present };
  });
  return [...firstLoads.map((needs) => ({ needs, present: new Set<string>() })), ...parted];
}

/** Module id → the loaders (by index) that may have to fetch it, ascending. */
export function loadersByModule(loaders: readonly Loader[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  loaders.forEach(({ needs: ids }, index) => {
    for (const id of ids) found.set(id, [...(found.get(id) ?? []), index]);
  });
  return found;
}

export interface PageModule {
  /** The loaders (by index) that may fetch it, ascending. */
  pages: readonly number[];
  /** Its bytes (any consistent measure). */
  size: number;
}

/** A group's key: its loaders, as a bitmask in base 36 (short: chunk names cost bytes in the entry). */
export const groupKey = (pages: readonly number[]): string =>
  pages.reduce((mask, page) => mask + 2n ** BigInt(page), 0n).toString(36);

export const pagesOfKey = (key: string): Set<number> => {
  const pages = new Set<number>();
  let mask = 0n;
  for (const digit of key) mask = mask * 36n + BigInt(parseInt(digit, 36));
  for (let page = 0; mask > 0n; page += 1, mask >>= 1n) if (mask & 1n) pages.add(page);
  return pages;
};

/** Group key → its member ids. */
function membersByGroup(groupOf: ReadonlyMap<string, string>): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const [id, key] of groupOf) members.set(key, [...(members.get(key) ?? []), id]);
  return members;
}

/** Group key → the other groups its members import. */
function groupImports(
  groupOf: ReadonlyMap<string, string>,
  importsOf: StaticImports,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [id, key] of groupOf) {
    const targets = graph.get(key) ?? new Set<string>();
    for (const imported of importsOf(id)) {
      const target = groupOf.get(imported);
      if (target !== undefined && target !== key) targets.add(target);
    }
    graph.set(key, targets);
  }
  return graph;
}

/**
 * Per loader (0 … pageCount - 1): the bytes of the modules it would fetch that it does not import and
 * does not have (`present`), the groups holding its own modules followed through the groups' imports.
 */
export function extraBytes(
  groupOf: ReadonlyMap<string, string>,
  modules: ReadonlyMap<string, PageModule>,
  pageCount: number,
  importsOf: StaticImports,
  present: readonly ReadonlySet<string>[] = [],
): number[] {
  const graph = groupImports(groupOf, importsOf);
  const members = membersByGroup(groupOf);
  return Array.from({ length: pageCount }, (_, page) => {
    const own = [...groupOf].filter(([id]) => modules.get(id)?.pages.includes(page)).map(([, key]) => key);
    let bytes = 0;
    for (const key of staticClosure(own, (group) => [...(graph.get(group) ?? [])])) {
      for (const id of members.get(key) ?? []) {
        const module = modules.get(id);
        if (module && !module.pages.includes(page) && !present[page]?.has(id)) bytes += module.size;
      }
    }
    return bytes;
  });
}

/** Whether the groups import each other in a circle (a chunk would wait for one that waits for it). */
export function hasCycle(groupOf: ReadonlyMap<string, string>, importsOf: StaticImports): boolean {
  const graph = groupImports(groupOf, importsOf);
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string): boolean => {
    if (state.get(key) === 'done') return false;
    if (state.get(key) === 'open') return true;
    state.set(key, 'open');
    const circular = [...(graph.get(key) ?? [])].some(visit);
    state.set(key, 'done');
    return circular;
  };
  return [...graph.keys()].some(visit);
}

/**
 * Module id → group key. Starts from one group per set of loaders; then, smallest group first, moves
 * a group into the group of a strict superset of its loaders (the fewest loaders first, then the
 * smallest), when that leaves no circle between groups and no loader fetching more bytes it does not
 * import (beyond what `present` says it has) than its share (`shares`, one per loader) of the bytes it
 * does; repeats until no move is left.
 */
export function planGroups(
  modules: ReadonlyMap<string, PageModule>,
  importsOf: StaticImports,
  shares: readonly number[],
  present: readonly ReadonlySet<string>[] = [],
): Map<string, string> {
  const pageCount = shares.length;
  let groupOf = new Map([...modules].map(([id, module]) => [id, groupKey(module.pages)]));
  const allowance = shares.map(
    (share, page) =>
      share * [...modules.values()].reduce((sum, m) => sum + (m.pages.includes(page) ? m.size : 0), 0),
  );
  const sizeOf = (key: string, members: Map<string, string[]>) =>
    (members.get(key) ?? []).reduce((sum, id) => sum + (modules.get(id)?.size ?? 0), 0);
  const byOrder = (members: Map<string, string[]>) => (a: string, b: string) =>
    pagesOfKey(a).size - pagesOfKey(b).size || sizeOf(a, members) - sizeOf(b, members) || a.localeCompare(b);

  for (let moved = true; moved;) {
    moved = false;
    const members = membersByGroup(groupOf);
    const keys = [...members.keys()].sort(
      (a, b) => sizeOf(a, members) - sizeOf(b, members) || a.localeCompare(b),
    );
    search: for (const small of keys) {
      const pages = pagesOfKey(small);
      const targets = keys
        .filter((key) => key !== small && [...pages].every((page) => pagesOfKey(key).has(page)))
        .sort(byOrder(members));
      for (const target of targets) {
        const next = new Map(groupOf);
        for (const id of members.get(small) ?? []) next.set(id, target);
        if (hasCycle(next, importsOf)) continue;
        if (
          extraBytes(next, modules, pageCount, importsOf, present).some(
            (bytes, page) => bytes > (allowance[page] ?? 0),
          )
        )
          continue;
        groupOf = next;
        moved = true;
        break search;
      }
    }
  }
  return groupOf;
}

/**
 * The bytes `loader` would fetch that it does not import, for a grouping it takes no part in: the
 * groups holding what it needs, followed through the groups' imports.
 */
export function loaderExtra(
  groupOf: ReadonlyMap<string, string>,
  importsOf: StaticImports,
  sizeOf: (id: string) => number,
  loader: Loader,
): number {
  const graph = groupImports(groupOf, importsOf);
  const members = membersByGroup(groupOf);
  const own = [...loader.needs].flatMap((id) => groupOf.get(id) ?? []);
  let bytes = 0;
  for (const key of staticClosure(own, (group) => [...(graph.get(group) ?? [])])) {
    for (const id of members.get(key) ?? []) {
      if (!loader.needs.has(id) && !loader.present.has(id)) bytes += sizeOf(id);
    }
  }
  return bytes;
}

/**
 * Module id → group key, the pages first as loaders (each allowed `pageShare` of its own bytes in
 * modules it does not import). A lazily loaded part that the grouping would make fetch more than
 * `partShare` of its own bytes in modules it does not import becomes a loader too, with that share
 * (its modules then group apart), and the plan is made again, until no part does.
 */
export function planChunks(
  pages: readonly Loader[],
  parts: readonly Loader[],
  importsOf: StaticImports,
  sizeOf: (id: string) => number,
  { pageShare, partShare }: { pageShare: number; partShare: number },
): Map<string, string> {
  const loaders = [...pages];
  let waiting = [...parts];
  const weight = (loader: Loader) => [...loader.needs].reduce((sum, id) => sum + sizeOf(id), 0);
  for (;;) {
    const modules = new Map(
      [...loadersByModule(loaders)].map(([id, list]) => [id, { pages: list, size: sizeOf(id) }]),
    );
    const shares = loaders.map((_, index) => (index < pages.length ? pageShare : partShare));
    const present = loaders.map((loader) => loader.present);
    const groupOf = planGroups(modules, importsOf, shares, present);
    const over = waiting.filter(
      (part) => loaderExtra(groupOf, importsOf, sizeOf, part) > partShare * weight(part),
    );
    if (over.length === 0) return groupOf;
    loaders.push(...over);
    waiting = waiting.filter((part) => !over.includes(part));
  }
}

export interface PageChunks {
  plugin: Plugin;
  /**
   * A code-splitting group's `name`: the chunk of a module that some loaders fetch; null for a page's
   * or a part's own module and for a group of one loader, which the automatic splitting leaves with it.
   */
  name: (id: string) => string | null;
}

/**
 * The pages are what the route table (the module whose id ends with `routesSuffix`) imports lazily.
 * The graph is read once every module is loaded (buildEnd), before chunks are formed; a missing route
 * table fails the build rather than silently grouping nothing. Sizes are of the transformed code.
 */
export function pageChunks(
  routesSuffix: string,
  shares: { pageShare: number; partShare: number },
): PageChunks {
  let groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'atrium:page-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const routes = ids.find((id) => id.split('?')[0]?.endsWith(routesSuffix));
      const pages = routes ? (this.getModuleInfo(routes)?.dynamicallyImportedIds ?? []) : [];
      if (pages.length === 0) this.error(`No module ending with ${routesSuffix} imports pages lazily`);
      const parts = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))]
        .filter((id) => !pages.includes(id))
        .map((id) => ({ id, importers: this.getModuleInfo(id)?.dynamicImporters ?? [] }));
      const importsOf: StaticImports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const loaders = loaderNeeds(pages, parts, entries, importsOf);
      const sizeOf = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      groupOf = planChunks(
        loaders.slice(0, pages.length),
        loaders.slice(pages.length),
        importsOf,
        sizeOf,
        shares,
      );
      for (const loader of [...pages, ...parts.map(({ id }) => id)]) groupOf.delete(loader);
    },
  };
  return {
    plugin,
    name: (id) => {
      const key = groupOf.get(id);
      return key === undefined || pagesOfKey(key).size < 2 ? null : `p${key}`;
    },
  };
}
