/**
 * `useIntl`, its provider and `defineMessages` without react-intl's runtime, whose context module
 * also carries its Formatted* components into every page's first load. The intl object itself is
 * built by appIntl.ts; react-intl still supplies the types.
 */
import type { defineMessages as DefineMessages, IntlShape } from 'react-intl';
import { requiredContext } from '../lib/requiredContext.ts';

const [IntlContext, useIntlContext] = requiredContext<IntlShape>('useIntl needs a RawIntlProvider above it');

export const RawIntlProvider = IntlContext.Provider;

export const useIntl: () => IntlShape = useIntlContext;

/**
 * Message descriptors as written (the build compiles their English text: build/compileMessageDescriptors.ts).
 * At run time react-intl's is the same identity; its overloads give the typed descriptors.
 */
export const defineMessages = ((messages: unknown) => messages) as typeof DefineMessages;
