/** The schema tests' one refusal shape: a test per input, each failing to parse. */
import { expect, it } from 'vitest';

/** Any schema: zod's full and mini forms alike. */
interface Schema {
  safeParse(input: unknown): { success: boolean };
}

/** One test per input, named by the input itself. */
export function itRejects(schema: Schema, inputs: readonly unknown[]): void {
  // Wrapped so that an input which is itself an array reaches the test whole, not spread.
  it.each(inputs.map((input) => [input]))('rejects %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
}

/** One test per input, named by its label (what is wrong with it). */
export function itRejectsCases(
  schema: Schema,
  cases: readonly (readonly [label: string, input: unknown])[],
): void {
  it.each(cases)('rejects %s', (_label, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
}
