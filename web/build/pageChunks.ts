/**
 * Which chunk each module that a page loads at first goes in, from the module graph alone. A module
 * goes with the modules that exactly the same pages load, so no page loads a module it does not
 * import. Then a group merges into a group that all its pages load anyway (a file fewer for each of
 * them), only while no page's first load, followed through the chunks' imports, would carry modules it
 * does not import weighing more than a share of its own. docs/decisions.md, "Fewer chunks per page".
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

/**
 * For each module some page loads at first beyond start-up (the entries' closure): the pages, by
 * index in `pages`, whose static closure holds it, ascending.
 */
export function pagesByModule(
  pages: readonly string[],
  entries: readonly string[],
  importsOf: StaticImports,
): Map<string, number[]> {
  const atStartUp = staticClosure(entries, importsOf);
  const found = new Map<string, number[]>();
  pages.forEach((page, index) => {
    for (const id of staticClosure([page], importsOf)) {
      if (atStartUp.has(id)) continue;
      found.set(id, [...(found.get(id) ?? []), index]);
    }
  });
  return found;
}

export interface PageModule {
  /** The pages loading it at first, ascending. */
  pages: readonly number[];
  /** Its bytes (any consistent measure). */
  size: number;
}

/** A group's key: its pages, as a bitmask in base 36 (short, since chunk names cost bytes in the entry). */
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
 * Per page (0 … pageCount - 1): the bytes of the modules its first load carries that it does not
 * import, the groups holding its own modules followed through the groups' imports.
 */
export function extraBytes(
  groupOf: ReadonlyMap<string, string>,
  modules: ReadonlyMap<string, PageModule>,
  pageCount: number,
  importsOf: StaticImports,
): number[] {
  const graph = groupImports(groupOf, importsOf);
  const members = membersByGroup(groupOf);
  return Array.from({ length: pageCount }, (_, page) => {
    const own = [...groupOf].filter(([id]) => modules.get(id)?.pages.includes(page)).map(([, key]) => key);
    let bytes = 0;
    for (const key of staticClosure(own, (group) => [...(graph.get(group) ?? [])])) {
      for (const id of members.get(key) ?? []) {
        const module = modules.get(id);
        if (module && !module.pages.includes(page)) bytes += module.size;
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
 * Module id → group key. Starts from one group per set of pages; then, smallest group first, moves a
 * group into the group of a strict superset of its pages (the fewest pages first, then the
 * smallest), when that leaves no circle between groups and no page with more bytes it does not import
 * than `share` of the bytes it does (beyond start-up); repeats until no move is left.
 */
export function planGroups(
  modules: ReadonlyMap<string, PageModule>,
  pageCount: number,
  importsOf: StaticImports,
  share: number,
): Map<string, string> {
  let groupOf = new Map([...modules].map(([id, module]) => [id, groupKey(module.pages)]));
  const allowance = Array.from(
    { length: pageCount },
    (_, page) =>
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
          extraBytes(next, modules, pageCount, importsOf).some(
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

export interface PageChunks {
  plugin: Plugin;
  /**
   * A code-splitting group's `name`: the chunk of a module that some pages load at first; null for a
   * page module and for a group of one page, which the automatic splitting leaves with that page.
   */
  name: (id: string) => string | null;
}

/**
 * The pages are what the route table (the module whose id ends with `routesSuffix`) imports lazily.
 * The graph is read once every module is loaded (buildEnd), before chunks are formed; a missing route
 * table fails the build rather than silently grouping nothing. Sizes are of the transformed code.
 */
export function pageChunks(routesSuffix: string, share: number): PageChunks {
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
      const importsOf: StaticImports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const modules = new Map(
        [...pagesByModule(pages, entries, importsOf)].map(([id, list]) => [
          id,
          { pages: list, size: this.getModuleInfo(id)?.code?.length ?? 0 },
        ]),
      );
      groupOf = planGroups(modules, pages.length, importsOf, share);
      for (const page of pages) groupOf.delete(page);
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
