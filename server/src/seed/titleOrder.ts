/**
 * Sort keys for "title A to Z": each document's rank in English collation order, zero-padded. SQLite
 * compares text byte by byte, which would sort "Éthique" and "İleri" after Z and Persian letters out
 * of their order; the order is computed here once, when the catalogue is written.
 */
export function titleSortKeys(docs: readonly { id: number; title: string }[]): Map<number, string> {
  const collator = new Intl.Collator('en');
  const keyed = docs.map((doc) => ({ id: doc.id, key: doc.title.toLowerCase() }));
  keyed.sort((a, b) => collator.compare(a.key, b.key) || a.id - b.id);
  const width = String(keyed.length).length;
  return new Map(keyed.map((doc, rank) => [doc.id, String(rank).padStart(width, '0')]));
}
