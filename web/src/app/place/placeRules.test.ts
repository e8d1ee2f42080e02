import { describe, expect, it } from 'vitest';
import { arrivalOf, readyToReturn, type Arrival, type Place } from './placeRules.ts';

const saved: Place = { y: 1802, link: { href: '/course/data/', index: 0 } };

describe('arrivalOf', () => {
  it.each<[string, Parameters<typeof arrivalOf>[0], Arrival]>([
    [
      'a link to another page starts at the top',
      { loaded: false, action: 'push', pageChanged: true, saved: null },
      { kind: 'top' },
    ],
    [
      'a replace to another path starts at the top',
      { loaded: false, action: 'replace', pageChanged: true, saved: null },
      { kind: 'top' },
    ],
    [
      'a new query on the same page keeps the place',
      { loaded: false, action: 'push', pageChanged: false, saved: null },
      { kind: 'keep' },
    ],
    [
      'a replaced query keeps the place',
      { loaded: false, action: 'replace', pageChanged: false, saved },
      { kind: 'keep' },
    ],
    [
      'a push never uses a remembered place',
      { loaded: false, action: 'push', pageChanged: true, saved },
      { kind: 'top' },
    ],
    [
      'Back to another page returns to its place',
      { loaded: false, action: 'pop', pageChanged: true, saved },
      { kind: 'return', place: saved },
    ],
    [
      'Back within the page returns to its place',
      { loaded: false, action: 'pop', pageChanged: false, saved },
      { kind: 'return', place: saved },
    ],
    [
      'Back with nothing remembered: the top, focus on the heading',
      { loaded: false, action: 'pop', pageChanged: true, saved: null },
      { kind: 'return', place: { y: 0, link: null } },
    ],
    [
      'Back to a fragment entry of the same page: untouched',
      { loaded: false, action: 'pop', pageChanged: false, saved: null },
      { kind: 'keep' },
    ],
    [
      'a new load is left where the browser put it (its top, its fragment, a rendered page scrolled)',
      { loaded: true, action: 'push', pageChanged: true, saved: null },
      { kind: 'keep' },
    ],
    [
      'a reload returns to the place remembered',
      { loaded: true, action: 'pop', pageChanged: true, saved },
      { kind: 'return', place: saved },
    ],
  ])('%s', (_, input, expected) => {
    expect(arrivalOf(input)).toEqual(expected);
  });
});

describe('readyToReturn', () => {
  const noLink: Place = { y: 1802, link: null };
  it.each<[string, Parameters<typeof readyToReturn>[0], boolean]>([
    [
      'the page cannot scroll that far yet',
      { place: noLink, scrollRoom: 420, linkShown: false, timedOut: false },
      false,
    ],
    ['the page is tall enough', { place: noLink, scrollRoom: 2400, linkShown: false, timedOut: false }, true],
    [
      'a pixel short counts (rounding)',
      { place: noLink, scrollRoom: 1801, linkShown: false, timedOut: false },
      true,
    ],
    [
      'two pixels short does not',
      { place: noLink, scrollRoom: 1800, linkShown: false, timedOut: false },
      false,
    ],
    [
      'tall enough, but the link is not there yet (placeholders)',
      { place: saved, scrollRoom: 2400, linkShown: false, timedOut: false },
      false,
    ],
    [
      'tall enough and the link is there',
      { place: saved, scrollRoom: 2400, linkShown: true, timedOut: false },
      true,
    ],
    [
      'the link is there but the page is still short',
      { place: saved, scrollRoom: 900, linkShown: true, timedOut: false },
      false,
    ],
    [
      'at the limit, whatever is there',
      { place: saved, scrollRoom: 0, linkShown: false, timedOut: true },
      true,
    ],
    [
      'the top is always reachable',
      { place: { y: 0, link: null }, scrollRoom: -300, linkShown: false, timedOut: false },
      true,
    ],
  ])('%s', (_, input, expected) => {
    expect(readyToReturn(input)).toBe(expected);
  });
});
