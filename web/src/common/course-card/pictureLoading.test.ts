import { describe, expect, it } from 'vitest';
import { pictureLoading, type PictureLayout, type PicturePlace } from './pictureLoading.ts';

const phone: PictureLayout = { columns: 1, wide: false, heroPicture: false };
const tablet: PictureLayout = { columns: 2, wide: false, heroPicture: false };
const desktop: PictureLayout = { columns: 3, wide: true, heroPicture: true };
const wideDesktop: PictureLayout = { columns: 4, wide: true, heroPicture: true };
const stockDesktop: PictureLayout = { columns: 3, wide: true, heroPicture: false };

/** 'first' is eager and asked for at high priority; a lazy picture is never high priority. */
type Expected = 'first' | 'eager' | 'lazy' | 'lazy, high';
const named = ({ lazy, highPriority }: { lazy: boolean; highPriority: boolean }): Expected =>
  lazy ? (highPriority ? 'lazy, high' : 'lazy') : highPriority ? 'first' : 'eager';

describe('pictureLoading', () => {
  it.each<[string, PicturePlace, number, PictureLayout, Expected]>([
    ['the banner picture, wide', 'hero', 0, desktop, 'first'],
    ['the banner picture on a phone (a blank pixel there)', 'hero', 0, phone, 'first'],
    ['the course cover beside the text', 'courseCover', 0, desktop, 'first'],
    ['the course cover on a phone (a blank pixel there)', 'courseCover', 0, phone, 'first'],
    ['the course cover on a tablet (a blank pixel there)', 'courseCover', 0, tablet, 'first'],
    ['the first result', 'catalogueCard', 0, desktop, 'first'],
    ['the last result of the first row of three', 'catalogueCard', 2, desktop, 'eager'],
    ['the first result of the second row of three', 'catalogueCard', 3, desktop, 'lazy'],
    ['the fourth result, first row of four', 'catalogueCard', 3, wideDesktop, 'eager'],
    ['the fifth result, second row of four', 'catalogueCard', 4, wideDesktop, 'lazy'],
    ['the second result on a phone (its top on the first screen)', 'catalogueCard', 1, phone, 'eager'],
    ['the third result on a phone', 'catalogueCard', 2, phone, 'lazy'],
    ['the second result on a tablet', 'catalogueCard', 1, tablet, 'eager'],
    ['the third result on a tablet', 'catalogueCard', 2, tablet, 'lazy'],
    ['home’s first card under a banner picture', 'homeCard', 0, desktop, 'eager'],
    ['home’s first card without a banner picture (stock)', 'homeCard', 0, stockDesktop, 'first'],
    ['home’s first card on a phone', 'homeCard', 0, phone, 'first'],
    ['home’s third card, first row of three', 'homeCard', 2, stockDesktop, 'eager'],
    ['home’s fourth card, second row of three', 'homeCard', 3, stockDesktop, 'lazy'],
    ['home’s second card on a phone, below the first', 'homeCard', 1, phone, 'lazy'],
    ['the dashboard’s first card', 'dashboardCard', 0, phone, 'first'],
    ['the dashboard’s second card', 'dashboardCard', 1, desktop, 'eager'],
    ['the dashboard’s third card', 'dashboardCard', 2, desktop, 'lazy'],
    ['a similar course, first of its list', 'listCard', 0, desktop, 'lazy'],
    ['a partner’s course on a phone', 'listCard', 0, phone, 'lazy'],
  ])('%s', (_, place, index, layout, expected) => {
    expect(named(pictureLoading(place, index, layout))).toBe(expected);
  });
});
