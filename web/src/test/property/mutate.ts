/**
 * One arbitrary answer per endpoint, derived from a realistic sample by walking its JSON: at each
 * leaf pick a hostile value (URLs at URL-ish keys), drop keys, swap types, null out, resize lists.
 * Three strengths, so that many answers still pass the contract and their hostile text reaches the
 * screen: `text` (only string, number and URL leaves change), `shape` (everything may change), and
 * `garbage` (not the promised JSON at all: HTML error pages, broken JSON, wrong top-level types).
 */
import fc from 'fast-check';
import { GARBAGE_BODIES, HOSTILE_NUMBERS, HOSTILE_TEXT, HOSTILE_URLS, HTML_KEY, URL_KEY } from './hostile.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What the fake server answers: a status, a content type and the raw body. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
}

/** Lists grow up to this many items ("huge", but still fast to render in jsdom). */
export const MAX_LIST = 30;

const DROP = Symbol('drop');
type Mutated = Json | typeof DROP;
type Strength = 'text' | 'shape';

/** The values to pick from; `withheld` texts are left out (see answerArbitrary). */
interface Pool {
  /** Hostile texts that are markup, for HTML keys. */
  markup: fc.Arbitrary<string>;
  /** Inside a list: its lists stay short (huge lists of huge lists would be slow, not more telling). */
  nested: boolean;
  text: fc.Arbitrary<string>;
  url: fc.Arbitrary<string>;
  other: fc.Arbitrary<Json>;
  strength: Strength;
}

const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

function pool(strength: Strength, withheld: readonly string[]): Pool {
  const allowed = HOSTILE_TEXT.filter((value) => !withheld.includes(value));
  const text = fc.constantFrom(...allowed);
  const markup = fc.constantFrom(...allowed.filter((value) => value.includes('<')));
  const other: fc.Arbitrary<Json> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    text,
    fc.constant<Json>([]),
    fc.constant<Json>({}),
    fc.constant<Json>([1, 'two', null]),
    fc.constant<Json>({ unexpected: true }),
  );
  return { markup, nested: false, text, url: fc.constantFrom(...HOSTILE_URLS), other, strength };
}

function stringLeaf(sample: string, key: string, values: Pool): fc.Arbitrary<Json> {
  const urlish = URL_KEY.test(key);
  if (HTML_KEY.test(key))
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(sample) },
      { weight: 6, arbitrary: values.markup },
      { weight: 2, arbitrary: values.text },
    );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(sample) },
    { weight: urlish ? 2 : 4, arbitrary: values.text },
    // Any string may be used as a link somewhere: URL-ish keys get hostile URLs most often.
    { weight: urlish ? 5 : 1, arbitrary: values.url },
  );
}

function leaf(sample: Json, key: string, values: Pool): fc.Arbitrary<Json> {
  if (typeof sample === 'string') return stringLeaf(sample, key, values);
  if (typeof sample === 'number')
    return fc.oneof({ weight: 2, arbitrary: fc.constant(sample) }, { weight: 2, arbitrary: hostileNumber });
  if (typeof sample === 'boolean') return fc.boolean();
  // null in the sample: the field is optional; it may come as text or a URL.
  return fc.oneof(fc.constant(null), stringLeaf('', key, values));
}

function list(sample: Json[], key: string, values: Pool): fc.Arbitrary<Json[]> {
  if (sample.length === 0) return fc.constant([]);
  const inner = { ...values, nested: true };
  const item = fc.oneof(...sample.map((entry) => mutate(entry, key, inner)));
  const keep = (items: Mutated[]): Json[] => items.filter((entry): entry is Json => entry !== DROP);
  const short = [
    { weight: 5, arbitrary: fc.array(item, { minLength: 1, maxLength: 3 }) },
    { weight: 2, arbitrary: fc.constant<Mutated[]>([]) },
  ];
  const huge = { weight: 2, arbitrary: fc.array(item, { minLength: MAX_LIST - 5, maxLength: MAX_LIST }) };
  return fc.oneof(...(values.nested ? short : [...short, huge])).map(keep);
}

function object(sample: { [key: string]: Json }, values: Pool): fc.Arbitrary<Json> {
  const entries = Object.entries(sample);
  return fc.tuple(...entries.map(([key, value]) => mutate(value, key, values))).map((values) => {
    const out: { [key: string]: Json } = {};
    values.forEach((value, index) => {
      const key = entries[index]?.[0];
      if (key !== undefined && value !== DROP) out[key] = value;
    });
    return out;
  });
}

/** The sample with its leaves (and, at `shape` strength, its structure) changed. */
function mutate(sample: Json, key: string, values: Pool): fc.Arbitrary<Mutated> {
  const structural = (kept: fc.Arbitrary<Json>): fc.Arbitrary<Mutated> =>
    values.strength === 'text'
      ? kept
      : fc.oneof(
          { weight: 16, arbitrary: kept },
          { weight: 1, arbitrary: fc.constant(DROP) },
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: values.other },
        );
  if (Array.isArray(sample)) return structural(list(sample, key, values));
  if (sample !== null && typeof sample === 'object') return structural(object(sample, values));
  return structural(leaf(sample, key, values));
}

/** A reply prints as its status and the start of its body: failures stay readable. */
function reply(status: number, contentType: string, body: string): Reply {
  return {
    status,
    contentType,
    body,
    [fc.toStringMethod]: () =>
      `${status} ${contentType} ${JSON.stringify(body.length > 300 ? `${body.slice(0, 300)}…` : body)}`,
  } as Reply;
}

const json = (value: Mutated): Reply =>
  reply(200, 'application/json', value === DROP ? '' : JSON.stringify(value));

/**
 * Every kind of answer for one endpoint, from its sample; the unchanged sample comes first.
 * `withheld`: hostile texts not sent to this endpoint (a known defect outside this test's reach).
 */
export function answerArbitrary(sample: Json, withheld: readonly string[] = []): fc.Arbitrary<Reply> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(json(sample)) },
    { weight: 5, arbitrary: mutate(sample, '', pool('text', withheld)).map(json) },
    { weight: 4, arbitrary: mutate(sample, '', pool('shape', withheld)).map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...GARBAGE_BODIES).map(([status, type, body]) => reply(status, type, body)),
    },
  );
}
