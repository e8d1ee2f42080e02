/** A schema.org value as JSON-LD writes it (issue 33); shared by the pages' builders. */
export type Thing = Record<string, unknown>;

/** Keeps the fields that have a value: what the platform did not say is left out, never guessed. */
export function present(thing: Thing): Thing {
  return Object.fromEntries(
    Object.entries(thing).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** The settings the addresses in JSON-LD are written with (common/links/pageAddress.ts, imageUrl.ts). */
export interface AddressSettings {
  baseUrl: string;
  publicPath: string;
  lmsBaseUrl: string;
}
