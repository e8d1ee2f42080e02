import type {
  MessageDescriptor,
  MessageTag,
  MessageValue,
  NoMessageValues,
  TypedMessageDescriptor,
} from 'react-intl';

type Values = Record<string, MessageValue | MessageTag>;

/**
 * A catalogue whose messages take the values `V` names for them, and the others none. Like an annotated
 * defineMessages, its ids are plain strings, so messages of one catalogue can stand in one list.
 */
export type ValuedMessages<V extends Record<string, Values>, K extends PropertyKey> = {
  readonly [M in K]: TypedMessageDescriptor<M extends keyof V ? V[M] : NoMessageValues> &
    Readonly<{ id: string; defaultMessage: string }>;
};

/**
 * Types the values of a `defineMessages({...})` catalogue by naming only the messages that take
 * values: `withValues<{ greeting: { name: string } }>()(catalogue)`. Each key is then written once, in
 * the catalogue, rather than again in a list of every key; a name in `V` that the catalogue lacks does
 * not compile.
 */
export function withValues<V extends Record<string, Values> = NoMessageValues>() {
  return <
    D extends Record<keyof V, MessageDescriptor> & Record<string, { id: string; defaultMessage: string }>,
  >(
    messages: D,
  ): ValuedMessages<V, keyof D> => messages as unknown as ValuedMessages<V, keyof D>;
}
