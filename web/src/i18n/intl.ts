/**
 * `useIntl`, its provider and `defineMessages` without react-intl's runtime, whose context module
 * also carries its Formatted* components into every page's first load. The intl object itself is
 * built by appIntl.ts; react-intl still supplies the types.
 */
import { createContext, useContext } from 'react';
import type { defineMessages as DefineMessages, IntlShape } from 'react-intl';

const IntlContext = createContext<IntlShape | null>(null);

export const RawIntlProvider = IntlContext.Provider;

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs a RawIntlProvider above it');
  return intl;
}

/**
 * Message descriptors as written (the build compiles their English text: build/compileMessageDescriptors.ts).
 * At run time react-intl's is the same identity; its overloads give the typed descriptors.
 */
export const defineMessages = ((messages: unknown) => messages) as typeof DefineMessages;
