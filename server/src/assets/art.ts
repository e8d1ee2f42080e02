/**
 * Generated pictures with no text at all (course, program and subject covers, partner logos and
 * banners): nothing to crop, mis-case or leave untranslated. A cover takes its colour from a subject,
 * so the courses of a subject look related, and its pattern from its own name, so no two look the same.
 */
import { createRandom, type Random } from '../seed/prng.ts';
import { hueOf, svg } from './svg.ts';

type Motif = (random: Random, width: number, height: number, accent: string) => string;

const round = (n: number) => Math.round(n * 10) / 10;

/** Concentric rings around a point near one corner. */
const rings: Motif = (random, width, height, accent) => {
  const cx = round(width * random.pick([0.15, 0.8, 0.85]));
  const cy = round(height * random.pick([0.2, 0.75]));
  const step = round(height * 0.12);
  const circles = [1, 2, 3, 4, 5, 6].map(
    (i) =>
      `<circle cx="${cx}" cy="${cy}" r="${round(step * i)}" fill="none" stroke="${i === 3 ? accent : '#fff'}" stroke-opacity="${i === 3 ? 0.7 : 0.22}" stroke-width="${round(step / 3)}"/>`,
  );
  return circles.join('');
};

/** Diagonal bands of different widths. */
const stripes: Motif = (random, width, height, accent) => {
  const bands: string[] = [];
  let x = -height;
  for (let i = 0; x < width; i++) {
    const w = round(height * random.pick([0.06, 0.1, 0.16]));
    const fill = i % 5 === 2 ? accent : '#fff';
    const opacity = fill === accent ? 0.6 : random.pick([0.08, 0.14, 0.2]);
    bands.push(
      `<polygon points="${round(x)},${height} ${round(x + w)},${height} ${round(x + w + height)},0 ${round(x + height)},0" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
    x += w + round(height * random.pick([0.05, 0.09]));
  }
  return bands.join('');
};

/** A halftone field of dots, larger towards one side. */
const dots: Motif = (random, width, height, accent) => {
  const gap = round(height / 9);
  const fromLeft = random.chance(0.5);
  const out: string[] = [];
  for (let y = gap / 2; y < height; y += gap)
    for (let x = gap / 2; x < width; x += gap) {
      const share = fromLeft ? 1 - x / width : x / width;
      const r = round((gap / 2.4) * share);
      if (r > 0.6)
        out.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="#fff" fill-opacity=".22"/>`);
    }
  out.push(
    `<circle cx="${round(width * (fromLeft ? 0.78 : 0.22))}" cy="${round(height * 0.45)}" r="${round(height * 0.2)}" fill="${accent}" fill-opacity=".75"/>`,
  );
  return out.join('');
};

/** Overlapping rounded blocks, as in a collage. */
const blocks: Motif = (random, width, height, accent) =>
  [0, 1, 2, 3]
    .map((i) => {
      const w = round(width * random.pick([0.22, 0.3, 0.38]));
      const h = round(height * random.pick([0.35, 0.5, 0.65]));
      const x = round(width * (0.08 + i * 0.22) + random.int(-10, 10));
      const y = round(height * random.pick([0.1, 0.3, 0.45]));
      const fill = i === 2 ? accent : '#fff';
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${round(height * 0.06)}" fill="${fill}" fill-opacity="${i === 2 ? 0.65 : 0.16}"/>`;
    })
    .join('');

/** Stacked waves from the bottom edge. */
const waves: Motif = (random, width, height, accent) =>
  [0, 1, 2, 3]
    .map((i) => {
      const base = round(height * (0.45 + i * 0.14));
      const amp = round(height * random.pick([0.06, 0.1, 0.14]));
      const q = round(width / 4);
      const fill = i === 1 ? accent : '#fff';
      return `<path d="M0 ${base} Q${q} ${round(base - amp)} ${q * 2} ${base} T${width} ${base} V${height} H0Z" fill="${fill}" fill-opacity="${i === 1 ? 0.55 : 0.14}"/>`;
    })
    .join('');

/** A range of hills, one of them lit. */
const hills: Motif = (random, width, height, accent) => {
  const peaks = random.int(3, 5);
  const out: string[] = [];
  for (let i = 0; i < peaks; i++) {
    const cx = round((width / (peaks - 1)) * i + random.int(-20, 20));
    const top = round(height * random.pick([0.25, 0.4, 0.55]));
    const half = round(width * random.pick([0.18, 0.24, 0.3]));
    const fill = i === 1 ? accent : '#fff';
    out.push(
      `<polygon points="${round(cx - half)},${height} ${cx},${top} ${round(cx + half)},${height}" fill="${fill}" fill-opacity="${i === 1 ? 0.6 : 0.15}"/>`,
    );
  }
  out.push(
    `<circle cx="${round(width * 0.8)}" cy="${round(height * 0.22)}" r="${round(height * 0.09)}" fill="#fff" fill-opacity=".5"/>`,
  );
  return out.join('');
};

const MOTIFS: readonly Motif[] = [rings, stripes, dots, blocks, waves, hills];

/** A subject's hue: subjects in catalogue order step round the colour wheel by the golden angle. */
export const subjectHue = (subjectId: number | null) =>
  subjectId === null ? null : Math.round((subjectId * 137.508) % 360);

/**
 * A cover of `width` × `height`: a gradient in `hue` (its subject's, or a partner's) and a pattern
 * chosen and placed by `patternKey` (the course, program or subject itself).
 */
export function coverArt(hue: number, patternKey: string, width: number, height: number): string {
  const random = createRandom(hueOf(patternKey) * 7919 + patternKey.length);
  const motif = MOTIFS[hueOf(`${patternKey}#motif`) % MOTIFS.length] ?? rings;
  const accent = `hsl(${(hue + 150) % 360} 70% 62%)`;
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 60% 46%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${motif(random, width, height, accent)}`,
  );
}

/** A partner's mark: a coloured tile with a geometric emblem, no letters. */
export function markArt(key: string, size = 160): string {
  const hue = hueOf(key);
  const c = size / 2;
  const u = size / 16;
  const light = `hsl(${(hue + 40) % 360} 85% 78%)`;
  const emblems = [
    // An arch in a doorway.
    `<path d="M${c - 4 * u} ${c + 4 * u} V${c} A${4 * u} ${4 * u} 0 0 1 ${c + 4 * u} ${c} V${c + 4 * u}Z" fill="#fff"/><rect x="${c - 1.5 * u}" y="${c + u}" width="${3 * u}" height="${3 * u}" fill="hsl(${hue} 55% 34%)"/>`,
    // Three rising bars.
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${c - 4.5 * u + i * 3.2 * u}" y="${c + 4 * u - (i + 2) * 2 * u}" width="${2.4 * u}" height="${(i + 2) * 2 * u}" rx="${u / 2}" fill="${i === 2 ? light : '#fff'}"/>`,
      )
      .join(''),
    // A ring around a dot.
    `<circle cx="${c}" cy="${c}" r="${4.5 * u}" fill="none" stroke="#fff" stroke-width="${1.6 * u}"/><circle cx="${c}" cy="${c}" r="${1.6 * u}" fill="${light}"/>`,
    // Four tiles in a diamond.
    [
      [0, -2.6],
      [2.6, 0],
      [0, 2.6],
      [-2.6, 0],
    ]
      .map(
        ([dx = 0, dy = 0], i) =>
          `<rect x="${c + dx * u - 1.6 * u}" y="${c + dy * u - 1.6 * u}" width="${3.2 * u}" height="${3.2 * u}" transform="rotate(45 ${c + dx * u} ${c + dy * u})" fill="${i === 0 ? light : '#fff'}"/>`,
      )
      .join(''),
  ];
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size / 8}" fill="hsl(${hue} 55% 34%)"/>${emblems[hueOf(`${key}#mark`) % emblems.length] ?? ''}`,
  );
}
