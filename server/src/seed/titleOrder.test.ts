import { describe, expect, it } from 'vitest';
import { titleSortKeys } from './titleOrder.ts';

describe('titleSortKeys', () => {
  it('orders titles as English collation does, whatever their first letter', () => {
    const titles = [
      'Zoology',
      'Éthique : introduction',
      'İleri Düzey Osmanlı Tarihi',
      'ethics',
      'Ancient Egypt',
    ];
    const keys = titleSortKeys(titles.map((title, i) => ({ id: i + 1, title })));
    const byKey = titles
      .map((title, i) => ({ title, key: keys.get(i + 1) ?? '' }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    expect(byKey.map((t) => t.title)).toEqual([
      'Ancient Egypt',
      'ethics',
      'Éthique : introduction',
      'İleri Düzey Osmanlı Tarihi',
      'Zoology',
    ]);
  });

  it('orders Persian letters as Persian readers do, and breaks ties by id', () => {
    const keys = titleSortKeys([
      { id: 1, title: 'هوش مصنوعی در عمل' },
      { id: 2, title: 'هوش مصنوعی پیشرفته' },
      { id: 3, title: 'هوش مصنوعی در عمل' },
    ]);
    expect([...keys.entries()].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([id]) => id)).toEqual([2, 1, 3]);
    expect(new Set(keys.values()).size).toBe(3);
  });
});
