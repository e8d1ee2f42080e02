/**
 * Atrium's extensions: what the reference server offers beyond the evidence of the real platform. A
 * platform says which it supports with one key of its runtime configuration (the MFE config answer),
 * a comma-separated list of these names; a platform that does not send the key supports none.
 */
export const EXTENSIONS = [
  /** `GET /admin-console/api/program/{slug}/` and the `programs` of a partner. */
  'programs',
  /** The `availability` and `learning_type` fields of a discovery search. */
  'discovery-filters',
  /** Facet counts (`facets`) in a discovery answer, for the current text and the other filters. */
  'discovery-facets',
  /** The `search` parameter of the enrollment list. */
  'enrollment-search',
  /** A machine-readable `error` code (and a `message`) beside the platform's own error body. */
  'error-codes',
  /** Enrollment refused for an inactive account or an unmet prerequisite (the LMS enrolls both). */
  'enrollment-rules',
] as const;
export type Extension = (typeof EXTENSIONS)[number];

/** The runtime-configuration key that lists the supported extensions. */
export const EXTENSIONS_CONFIG_KEY = 'ATRIUM_EXTENSIONS';

// Pure: a bundle that never calls extensionsIn need not carry the list of names.
const known = /* @__PURE__ */ new Set<string>(EXTENSIONS);

/** The extensions a runtime-configuration value names; unknown names are ignored, no value means none. */
export function extensionsIn(value: string | boolean | undefined): ReadonlySet<Extension> {
  if (typeof value !== 'string') return new Set();
  return new Set(
    value
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is Extension => known.has(name)),
  );
}

/** The value of the runtime-configuration key for a set of extensions. */
export const extensionsValue = (extensions: ReadonlySet<Extension>): string =>
  EXTENSIONS.filter((name) => extensions.has(name)).join(',');
