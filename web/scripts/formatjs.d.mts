// Types of formatjs.mjs for the TypeScript that imports it (build/pullTranslations.ts).
export const webRoot: string;
export const messagesDir: string;
export const compiledDir: string;
export const SOURCES: string[];
/** Runs the formatjs CLI in this workspace; throws when it fails. */
export function formatjs(args: string[]): string;
export function usedMessages(): Record<string, string>;
