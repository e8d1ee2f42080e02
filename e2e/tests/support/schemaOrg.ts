/**
 * The schema.org types Atrium's pages write as JSON-LD, checked as a search engine's validator checks
 * them: each type's required properties, with the types and shapes schema.org gives them
 * (schema.org/Course, Offer, CourseInstance, EducationalOrganization, ItemList, ListItem,
 * BreadcrumbList; Google's Course and breadcrumb rich-result requirements). Returns what is wrong.
 */
type Thing = Record<string, unknown>;

const isThing = (value: unknown): value is Thing =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

type Rule = [property: string, check: (value: unknown) => boolean, required: boolean];

function ruleProblems(thing: Thing, rules: Rule[], where: string): string[] {
  return rules.flatMap(([property, check, required]) => {
    const value = thing[property];
    if (value === undefined) return required ? [`${where}: ${property} is missing`] : [];
    return check(value) ? [] : [`${where}: ${property} is not valid (${JSON.stringify(value)})`];
  });
}

function typed(type: string, value: unknown, where: string, rules: Rule[]): string[] {
  if (!isThing(value)) return [`${where}: not an object`];
  if (value['@type'] !== type) return [`${where}: @type is ${String(value['@type'])}, not ${type}`];
  return ruleProblems(value, rules, where);
}

/** A course's provider is an Organization (schema.org/provider); a partner page's, the educational kind. */
const organization = (value: unknown, where: string, type = 'EducationalOrganization') =>
  typed(isThing(value) && value['@type'] === 'Organization' ? 'Organization' : type, value, where, [
    ['name', isText, true],
    ['url', isUrl, false],
    ['logo', isUrl, false],
    ['description', isText, false],
  ]);

function offer(value: unknown, where: string): string[] {
  const problems = typed('Offer', value, where, [
    ['category', (v) => v === 'Free' || v === 'Paid' || v === 'Subscription' || v === 'Partially Free', true],
    ['price', (v) => typeof v === 'number' && v >= 0, false],
    ['priceCurrency', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), false],
  ]);
  if (isThing(value) && value.category === 'Paid' && value.priceCurrency === undefined) {
    problems.push(`${where}: a paid offer names no priceCurrency`);
  }
  return problems;
}

function courseInstance(value: unknown, where: string): string[] {
  return typed('CourseInstance', value, where, [
    ['courseMode', isText, true],
    ['startDate', isDate, false],
    ['endDate', isDate, false],
  ]);
}

function listItems(value: unknown, where: string, needsName: boolean): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`${where}: itemListElement is empty`];
  return value.flatMap((item, index) => {
    const at = `${where}.itemListElement[${index}]`;
    const problems = typed('ListItem', item, at, [
      ['position', (v) => v === index + 1, true],
      ['name', isText, needsName],
    ]);
    // A list item names its page by `url` or `item` (the last crumb, the page itself, may have neither).
    if (isThing(item) && !needsName && !isUrl(item.url) && !isUrl(item.item)) problems.push(`${at}: no url`);
    if (isThing(item) && needsName && item.item !== undefined && !isUrl(item.item))
      problems.push(`${at}: item is no URL`);
    return problems;
  });
}

/** The problems of one JSON-LD block; [] when schema.org and a search engine would take it. */
export function schemaProblems(block: Thing): string[] {
  const where = String(block['@type']);
  if (block['@context'] !== 'https://schema.org') return [`${where}: @context is not https://schema.org`];
  switch (block['@type']) {
    case 'Course': {
      const problems = ruleProblems(
        block,
        [
          ['name', isText, true],
          ['description', isText, true],
          ['url', isUrl, true],
          ['image', isUrl, false],
          ['inLanguage', isText, false],
        ],
        where,
      );
      if (block.provider !== undefined) problems.push(...organization(block.provider, `${where}.provider`));
      if (block.offers !== undefined) problems.push(...offer(block.offers, `${where}.offers`));
      if (block.hasCourseInstance !== undefined) {
        problems.push(...courseInstance(block.hasCourseInstance, `${where}.hasCourseInstance`));
      }
      return problems;
    }
    case 'EducationalOrganization':
      return organization(block, where);
    case 'ItemList':
      return listItems(block.itemListElement, where, false);
    case 'BreadcrumbList':
      return listItems(block.itemListElement, where, true);
    default:
      return [`${where}: a type this check does not know`];
  }
}
