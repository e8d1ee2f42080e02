import { afterEach, describe, expect, it } from 'vitest';
import {
  actionOfLoad,
  createBrowserHistory,
  createMemoryHistory,
  joinBasename,
  keyOfState,
  resolvePath,
} from './history.ts';

const here = { pathname: '/search', search: '?q=data', hash: '#top' };

describe('resolvePath', () => {
  it.each([
    ['/course/x/', { pathname: '/course/x/', search: '', hash: '' }],
    ['?q=python', { pathname: '/search', search: '?q=python', hash: '' }],
    ['?', { pathname: '/search', search: '', hash: '' }],
    ['#results', { pathname: '/search', search: '?q=data', hash: '#results' }],
    ['/a?b=1#c', { pathname: '/a', search: '?b=1', hash: '#c' }],
    ['partners', { pathname: '/partners', search: '', hash: '' }],
    ['../x?q=a b', { pathname: '/x', search: '?q=a b', hash: '' }],
    ['/a#', { pathname: '/a', search: '', hash: '' }],
  ])('%s from /search?q=data#top is %j', (to, expected) => {
    expect(resolvePath(to, here)).toEqual(expected);
  });
});

describe('joinBasename', () => {
  it.each([
    ['/', '/course/x', '/course/x'],
    ['/atrium', '/course/x', '/atrium/course/x'],
    ['/atrium', '/', '/atrium'],
    ['/atrium', '/?q=1', '/atrium/?q=1'],
  ])('%s + %s is %s', (base, path, expected) => {
    expect(joinBasename(base, path)).toBe(expected);
  });
});

describe('createMemoryHistory', () => {
  it('moves and tells its listeners', () => {
    const history = createMemoryHistory('/search?q=a');
    const seen: string[] = [];
    const stop = history.listen(() => seen.push(history.location().pathname + history.location().search));
    history.push('?q=b');
    history.replace('/course/x/');
    stop();
    history.push('/after');
    expect(seen).toEqual(['/search?q=b', '/course/x/']);
    expect(history.location().pathname).toBe('/after');
  });
});

describe('keyOfState', () => {
  it.each([
    [{ key: 'k1' }, 'k1'],
    [{ key: 'k1', other: 1 }, 'k1'],
    [{ key: '' }, null],
    [{ key: 3 }, null],
    [{}, null],
    [null, null],
    ['k1', null],
  ])('%j holds %j', (state, expected) => {
    expect(keyOfState(state)).toBe(expected);
  });
});

describe('actionOfLoad', () => {
  it.each([
    ['reload', true, 'pop'],
    ['back_forward', true, 'pop'],
    ['reload', false, 'push'],
    ['back_forward', false, 'push'],
    ['navigate', true, 'push'],
    ['navigate', false, 'push'],
    [undefined, true, 'push'],
  ] as const)('a %s load of an entry with a key (%s) is a %s', (type, hasKey, expected) => {
    expect(actionOfLoad(type, hasKey)).toBe(expected);
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

  it('gives each entry a key kept in history.state: new on push, the same on replace, back on pop', async () => {
    window.history.replaceState(null, '', '/search');
    const history = createBrowserHistory('/');
    const first = history.key();
    expect(keyOfState(window.history.state)).toBe(first);
    const left: string[] = [];
    const seen: string[] = [];
    const stopLeaving = history.beforeLeave((key) => left.push(`${key}@${window.location.pathname}`));
    const stop = history.listen(() => seen.push(history.action()));

    history.push('/course/x/');
    const second = history.key();
    expect(second).not.toBe(first);
    expect(keyOfState(window.history.state)).toBe(second);
    history.replace('/course/y/');
    expect(history.key()).toBe(second);
    expect(window.location.pathname).toBe('/course/y/');

    window.history.back();
    await popped();
    expect(history.key()).toBe(first);
    expect(history.location().pathname).toBe('/search');
    stop();
    stopLeaving();

    expect(seen).toEqual(['push', 'replace', 'pop']);
    // Told the key left before each push (at its address) and each pop (whose address has already
    // changed: the browser moves it first).
    expect(left).toEqual([`${first}@/search`, `${second}@/search`]);
  });

  it('keeps a key already in history.state (a reload) and gives one to an entry without', () => {
    window.history.replaceState({ key: 'kept' }, '', '/partners');
    expect(createBrowserHistory('/').key()).toBe('kept');
    window.history.replaceState(null, '', '/partners');
    const made = createBrowserHistory('/').key();
    expect(made).toMatch(/^[a-z0-9]+$/);
    expect(keyOfState(window.history.state)).toBe(made);
  });

  it('tells who remembers places when the page is hidden (a reload, another site)', () => {
    window.history.replaceState({ key: 'here' }, '', '/overview');
    const history = createBrowserHistory('/');
    const left: string[] = [];
    const stop = history.beforeLeave((key) => left.push(key));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(left).toEqual(['here']);
  });
});

describe('createMemoryHistory with Back and Forward', () => {
  it('keeps each entry its key and says how it was reached', () => {
    const history = createMemoryHistory('/search');
    const left: string[] = [];
    history.beforeLeave((key) => left.push(key));
    const first = history.key();
    history.push('/course/x/');
    const second = history.key();
    history.back();
    expect([history.location().pathname, history.key(), history.action()]).toEqual(['/search', first, 'pop']);
    history.forward();
    expect([history.location().pathname, history.key(), history.action()]).toEqual([
      '/course/x/',
      second,
      'pop',
    ]);
    // Past the last entry: nothing moves, nothing is left.
    history.forward();
    expect(history.key()).toBe(second);
    expect(left).toEqual([first, second, first]);
  });
});
