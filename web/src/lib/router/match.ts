/**
 * Route matching, pure: which branch of a nested route table an address selects, and its parameters.
 * The rules are React Router's, for the subset the app uses: segments compare case-insensitively, a
 * trailing slash is ignored, `:name` takes one (decoded) segment, a final `*` takes the rest, an index
 * route matches its parent's path exactly, and the most specific branch wins whatever the table's
 * order (static segment > parameter > splat).
 */
import type { ReactNode } from 'react';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the app attaches to a route (the page chunk's preloader). */
  handle?: unknown;
}

export type Params = Record<string, string>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the address this route (with its parents) matched. */
  pathname: string;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], base: string[] = []): Branch[] {
  const branches: Branch[] = [];
  routes.forEach((route) => {
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    if (route.children?.length) branches.push(...flatten(route.children, chain, segments));
    // A layout route without a path matches only through its children.
    if (route.index || route.path !== undefined) {
      branches.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
    }
  });
  return branches;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of `segments` (a pattern) at `path`, or null when they do not match. */
function matchSegments(segments: string[], parts: string[]): { params: Params; used: number } | null {
  const params: Params = {};
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return { params, used: parts.length };
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === segments.length ? { params, used: parts.length } : null;
}

/** `pathname` without `basename` ('/' for none), or null when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (!lower.startsWith(base)) return null;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest || '/';
}

/** The chain of routes (outermost first) that `pathname` selects, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string, basename = '/'): RouteMatch[] | null {
  const path = stripBasename(pathname, basename);
  if (path === null) return null;
  const parts = segmentsOf(path);
  const branches = flatten(routes)
    .map((branch, order) => ({ ...branch, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const found = matchSegments(branch.segments, parts);
    if (!found) continue;
    return branch.routes.map((route) => ({
      route,
      params: found.params,
      pathname: `/${parts.join('/')}`,
    }));
  }
  return null;
}
