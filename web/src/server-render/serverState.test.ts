import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseServerState, serverStateText, takeServerState, SERVER_STATE_ID } from './serverState.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028';

function stateWith(name: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['course', 'metadata', 'x'], { name });
  return { queries: dehydrate(queryClient), sources: { courseware: 'absent' as const }, pageLoadVersion: 7, parts: ['footer'] };
}

describe('server state', () => {
  it('goes through the page and back, whatever the answers hold', () => {
    const text = serverStateText(stateWith(HOSTILE));
    // One data block: nothing in it closes it or opens another.
    expect(text.match(/<\/script>/g)).toHaveLength(1);
    expect(text).not.toContain('<!--');
    document.body.insertAdjacentHTML('beforeend', text);
    const state = takeServerState(document);
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
    const queryClient = new QueryClient();
    hydrate(queryClient, state?.queries ?? {});
    expect(queryClient.getQueryData(['course', 'metadata', 'x'])).toEqual({ name: HOSTILE });
    expect(state).toMatchObject({ sources: { courseware: 'absent' }, pageLoadVersion: 7, parts: ['footer'] });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a list', '[]'],
    ['no queries', '{"sources":{},"pageLoadVersion":1}'],
    ['queries not a list', '{"queries":{"queries":{},"mutations":[]},"sources":{},"pageLoadVersion":1}'],
    ['no version', '{"queries":{"queries":[],"mutations":[]},"sources":{},"parts":[]}'],
    ['no parts', '{"queries":{"queries":[],"mutations":[]},"sources":{},"pageLoadVersion":1}'],
    [
      'a part not named by text',
      '{"queries":{"queries":[],"mutations":[]},"sources":{},"pageLoadVersion":1,"parts":[1]}',
    ],
  ])('reads %s as no state', (_, text) => {
    expect(parseServerState(text)).toBeNull();
  });

  it('is none on a page the server did not render', () => {
    expect(takeServerState(document)).toBeNull();
  });
});
