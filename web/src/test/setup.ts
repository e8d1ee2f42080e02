import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server.ts';
import { forgetSources } from '../config/platformSources.ts';

// findBy/waitFor give up after 5 s, not 1 s: on a busy 2-core CI machine a lazy route's first render
// can take longer than a second, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Each test is a new visit: no stock platform's sources are known yet.
  forgetSources();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
afterAll(() => server.close());

// jsdom does not implement scrolling; RestorePlace calls it on every route change.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
