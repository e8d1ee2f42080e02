import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './client.ts';

/** The call signature follows the contract table: these lines fail `tsc` if it ever stops doing so. */
describe('ApiClient.call types', () => {
  it('requires path parameters and bodies, types queries and answers', () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- exists only to be type-checked
    const check = (api: ApiClient) => {
      void api.call('instanceConfig');
      void api.call('customPage', { params: { page: 'about' } });
      void api.call('partnerList', { query: { popular: true, page: 1 } });
      void api.call('unenroll', { body: { course_id: 'c' } });
      // @ts-expect-error the page parameter is required
      void api.call('customPage');
      // @ts-expect-error unknown query key
      void api.call('partnerList', { query: { nope: 1 } });
      // @ts-expect-error the body is required
      void api.call('unenroll', {});
      // @ts-expect-error not an endpoint of the table
      void api.call('deleteEverything');
      return api.call('customPage', { params: { page: 'about' } });
    };
    expectTypeOf<Awaited<ReturnType<typeof check>>>().toEqualTypeOf<{ name: string; content: string }>();
  });
});
