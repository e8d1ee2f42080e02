/**
 * How many featured subjects /discover shows: 10 if at least 10 exist, else 5 if at least 5, else
 * none; under 768 px 6 if at least 6, else 3 if at least 3, else none (docs/product-rules.md, "Search and catalogue").
 */
export function featuredSubjectCount(available: number, phone: boolean): number {
  const [large, small] = phone ? [6, 3] : [10, 5];
  if (available >= large) return large;
  if (available >= small) return small;
  return 0;
}
