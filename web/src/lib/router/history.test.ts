import { describe, expect, it } from 'vitest';
import { createMemoryHistory, joinBasename, resolvePath } from './history.ts';

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
