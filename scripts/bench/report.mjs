// Budgets (docs/architecture.md, "Budgets") and the Markdown report. kB = 1000 bytes, as size-limit counts them.
import { bundleMarkdown } from './bundle-report.mjs';
export const BUDGETS = {
  // As .size-limit.cjs's budget for / (TanStack Query back: 120.0 kB measured, plus 2 kB of room).
  homeJsGzip: { max: 124_000 },
  homeCssGzip: { max: 20_000 },
  routeChunkGzip: { max: 40_000 },
  load: { p95Ms: { max: 15 }, errors: { max: 0 }, non2xx: { max: 0 } },
  discoveryRequestsPerSecond: { min: 2000 },
  /** At the largest scale size (100 000 courses): `npm run reset`, and start-up on its database. */
  scaleResetSeconds: { max: 180 },
  scaleStartupSeconds: { max: 30 },
  mobile: { score: { min: 95 }, lcpMs: { max: 2500 }, cls: { max: 0.02 }, tbtMs: { max: 150 } },
  desktop: { score: { min: 100 } },
  signInFlood: { readerP95Ms: { max: 50 } },
};

/** The load scenarios in report order; `budget: false` ones are reported without verdicts. */
export const LOADS = [
  { key: 'discovery', title: 'Discovery search', budget: true, rps: true },
  {
    key: 'discoveryCompressed',
    title: 'Discovery search, `accept-encoding: br, gzip`',
    budget: true,
    rps: true,
  },
  {
    key: 'discoveryUncached',
    title: 'Discovery search, a new text and filters each time (no cache hit)',
    budget: true,
    rps: true,
  },
  { key: 'courseMetadata', title: 'Course metadata', budget: true },
  { key: 'enrollmentList', title: 'Enrollment list, signed in', budget: true },
];

/** Whether a value meets a budget; null when there is no budget or no value. */
export function meets(value, budget) {
  if (!budget || !Number.isFinite(value)) return null;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}

const kB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : 'n/a');
// Two decimals below 100 ms, so a p95 of 15.02 ms does not read "15 ms ✗".
const ms = (value) => {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value < 100 && !Number.isInteger(value) ? value.toFixed(2) : Math.round(value)} ms`;
};
const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const plain = (digits) => (value) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const count = (value) => String(value);

/** "value (≤ limit ✓)" or just the value when there is no budget. */
function withBudget(value, budget, format) {
  const verdict = meets(value, budget);
  if (verdict === null) return format(value);
  const limit = budget.max !== undefined ? `≤ ${format(budget.max)}` : `≥ ${format(budget.min)}`;
  return `${format(value)} (${limit} ${verdict ? '✓' : '✗'})`;
}

const routeChunkFile = (page) => page.files.find((f) => f.via === 'route chunk');

function fileRows(files) {
  return [
    '| File | Why | Raw | gzip -9 | brotli |',
    '|---|---|---:|---:|---:|',
    ...files.map((f) => `| \`${f.file}\` | ${f.via} | ${kB(f.raw)} | ${kB(f.gzip)} | ${kB(f.brotli)} |`),
  ];
}

function firstLoadSection(firstLoad) {
  if (firstLoad.error) return [`Not measured: ${firstLoad.error}`];
  const lines = [
    'What a page needs before it can render: the files index.html loads and their static imports (shared',
    'by every page), plus the route chunk closure (the route chunk and its static imports not already',
    'shared). Chunks a page loads after its first render (lazy sections) are listed, not counted. The',
    'budgets: all of it for `/`; the route chunk itself for the others (as `npm run check:size` counts it).',
    '',
    '| Page | JS gzip | CSS gzip | Route chunk gzip | Route closure JS gzip | Loaded later (JS gzip) |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const page of firstLoad.pages) {
    const home = page.page === '/';
    const chunk = routeChunkFile(page);
    const later = page.later.map((l) => `${l.src.split('/').pop()} ${kB(l.js.gzip)}`).join(', ') || '–';
    lines.push(
      `| \`${page.page}\` | ${home ? withBudget(page.total.js.gzip, BUDGETS.homeJsGzip, kB) : kB(page.total.js.gzip)} | ` +
        `${home ? withBudget(page.total.css.gzip, BUDGETS.homeCssGzip, kB) : kB(page.total.css.gzip)} | ` +
        `${home ? kB(chunk?.gzip) : withBudget(chunk?.gzip, BUDGETS.routeChunkGzip, kB)} | ${kB(page.routeOnly.js.gzip)} | ${later} |`,
    );
  }
  const { sharedTotals } = firstLoad;
  lines.push(
    '',
    `### Shared by every page: JS ${kB(sharedTotals.js.gzip)}, CSS ${kB(sharedTotals.css.gzip)} gzip`,
    '',
    ...fileRows(firstLoad.shared),
  );
  for (const page of firstLoad.pages) {
    lines.push(
      '',
      `### \`${page.page}\`: route closure of \`${page.chunk}\` (JS ${kB(page.routeOnly.js.gzip)}, CSS ${kB(page.routeOnly.css.gzip)} gzip)`,
      '',
      ...fileRows(page.files),
    );
  }
  if (firstLoad.bundle) {
    lines.push(
      '',
      '### What the first-load chunks carry',
      '',
      "Each chunk's gzip size shared out among its packages and source folders (from the build's",
      '`.vite/modules.json`, web/build/moduleReport.ts), largest chunk first.',
      ...bundleMarkdown(firstLoad.bundle),
    );
  }
  return lines;
}

function loadRequest(d) {
  const r = d.request;
  const body =
    r.body === undefined ? '' : ` with \`${typeof r.body === 'string' ? r.body : JSON.stringify(r.body)}\``;
  const extra = [];
  if (r.hits !== undefined) extra.push(`${r.hits} hits, ${r.pageSize} a page`);
  if (r.contentEncoding) extra.push(`answered ${r.contentEncoding}`);
  if (r.learner) extra.push(`as \`${r.learner}\`, ${r.count} enrollments, ${r.pageSize} a page`);
  if (r.distinctCriteria) {
    extra.push(`${r.distinctCriteria} distinct texts and filters, ${r.repeatedCriteria ?? 0} repeated`);
  }
  return `\`${r.method} ${r.path}\`${body}${extra.length ? ` (${extra.join('; ')})` : ''}`;
}

function loadSection(load, meta) {
  const lines = [
    `autocannon on loopback, ${meta.connections} connections, ${meta.loadSeconds} s each after a 2 s warm-up; autocannon`,
    'sends no Accept-Encoding unless said. The budgets (docs/architecture.md, "Budgets"): p95 ≤ 15 ms and zero',
    'errors for every load, ≥ 2 000 req/s for discovery search. Server CPU is the server process group’s',
    'user + system time per answer (from /proc): what an answer costs, however busy the machine was; the',
    'load average (1 min, before → after) says how busy it was (2 cores: above ~2 others competed).',
    '',
    '| Load | Responses | p50 | p95 | p99 | max | req/s | Errors | Non-2xx | Server CPU / answer | Load average |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const requests = [];
  for (const { key, title, budget, rps } of LOADS) {
    const d = load[key];
    if (!d) continue;
    if (d.error) {
      lines.push(`| ${title} | not measured | | | | | | | | | |`);
      requests.push(`- ${title}: not measured: ${d.error}`);
      continue;
    }
    const b = budget ? BUDGETS.load : {};
    lines.push(
      `| ${title} | ${d.responses} | ${ms(d.latencyMs.p50)} | ${withBudget(d.latencyMs.p95, b.p95Ms, ms)} | ${ms(d.latencyMs.p99)} | ` +
        `${ms(d.latencyMs.max)} | ${withBudget(d.requestsPerSecond, rps ? BUDGETS.discoveryRequestsPerSecond : undefined, plain(0))} | ` +
        `${withBudget(d.errors, b.errors, count)} | ${withBudget(d.non2xx, b.non2xx, count)} | ` +
        `${d.serverCpuMsPerResponse === null ? 'n/a' : `${d.serverCpuMsPerResponse.toFixed(2)} ms`} | ${d.loadAverage.join(' → ')} |`,
    );
    requests.push(`- ${title}: ${loadRequest(d)}; ${(d.bytesPerSecond / 1e6).toFixed(1)} MB/s`);
  }
  return [...lines, '', ...requests];
}

function signInFloodSection(d) {
  if (!d) return ['Not measured in this run.'];
  if (d.error) return [`Not measured: ${d.error}`];
  const apart = d.date
    ? ` Measured apart from the rest of this report: ${d.date}, commit \`${d.commit}\`.`
    : '';
  const row = (label, r, budget) =>
    `| ${label} | ${r.requests} | ${ms(r.p50)} | ${withBudget(r.p95, budget, ms)} | ${ms(r.p99)} | ${ms(r.max)} |`;
  const others = Object.entries(d.signIns.statuses)
    .filter(([status]) => status !== '303')
    .map(([status, n]) => `${n} × ${status}`);
  return [
    `${d.connections} connections sign in with the right password (each to its own account, so that every`,
    `attempt is hashed), back to back, while one client reads \`GET ${d.reader.path}\` one request after`,
    `another: the reader alone first, then during the flood, ${d.durationSeconds} s each. The goal (issue 15):`,
    `the reader's p95 ≤ 50 ms during the flood.${apart}`,
    '',
    '| Reader | Requests | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|',
    row('alone', d.reader.alone),
    row('during the flood', d.reader.duringFlood, BUDGETS.signInFlood.readerP95Ms),
    '',
    `Sign-ins: ${d.signIns.succeeded} of ${d.signIns.attempts} succeeded (${d.signIns.perSecond} attempts/s)` +
      `${others.length ? `; other answers: ${others.join(', ')}` : ''}; server CPU ${d.serverCpuSeconds ?? 'n/a'} s; ` +
      `load average ${d.loadAverage.join(' → ')}.`,
  ];
}

function signInToDashboardSection(dialects) {
  const lines = [
    'A fresh Chromium under Lighthouse’s mobile throttling (slow 4G by devtools: 562.5 ms request latency,',
    '1474.56 kbit/s down, 675 kbit/s up; CPU 4× slower) opens `/inprogress` as a visitor, follows Sign In to',
    'the form, fills it and is timed from the form’s POST to the first frame after the first dashboard card',
    'exists. Each dialect on its own server (1 000 courses). docs/decisions/sign-in-chain.md says what the',
    'chain below is made of.',
    '',
    '| Dialect | Runs | Median | Each run | Load average (before → after) |',
    '|---|---:|---:|---|---|',
  ];
  const chains = [];
  for (const [dialect, d] of Object.entries(dialects)) {
    if (d.error) {
      lines.push(`| ${dialect} | 0 | not measured | ${d.error} | |`);
      continue;
    }
    const ok = d.runs.filter((run) => !run.error);
    lines.push(
      `| ${dialect} | ${ok.length}/${d.runs.length} | ${seconds(d.medianMs)} | ` +
        `${d.runs.map((run) => (run.error ? 'failed' : seconds(run.ms))).join(', ')} | ${d.loadAverage.join(' → ')} |`,
    );
    chains.push(
      '',
      `${dialect}, the median run’s requests from the POST (ms after it; start → end, status):`,
      '',
      '```',
      ...d.chain.map(
        (r) =>
          `${String(r.startMs).padStart(6)} → ${String(r.endMs ?? '…').padStart(6)}  ${String(r.status ?? '').padEnd(4)} ${r.method.padEnd(4)} ${r.type.padEnd(9)} ${r.path}`,
      ),
      '```',
    );
  }
  return [...lines, ...chains];
}

const megabytes = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1e6).toFixed(1)} MB` : 'n/a');
const secondsOf = (value) => (Number.isFinite(value) ? `${value} s` : 'n/a');

/** The largest size measured: the one the reset and start-up budgets are for. */
const largestScale = (scale) =>
  scale.reduce((best, row) => (!best || row.courses > best.courses ? row : best), null);

function scaleSection(scale) {
  const largest = largestScale(scale);
  const lines = [
    'Each size on its own server and database: `npm run reset` (scripts/start.mjs --reset) timed from the',
    'outside, the database file with its WAL, the server ready to answer (seeding excluded), the first',
    'search (it pays for what start-up deferred), then the uncached discovery load (a new text and filters every',
    'request) and the server’s resident memory after it. Budgets for the largest size: reset ≤ 3 min,',
    'start-up ≤ 30 s.',
    '',
    '| Courses | Reset | Database | Ready | First search | p50 | p95 | p99 | req/s | Server CPU / answer | Memory | Load average |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const notes = [];
  for (const row of scale) {
    const budgeted = row === largest;
    const d = row.load;
    lines.push(
      `| ${row.courses} | ${budgeted ? withBudget(row.resetSeconds, BUDGETS.scaleResetSeconds, secondsOf) : secondsOf(row.resetSeconds)} | ` +
        `${megabytes(row.databaseBytes)} | ${budgeted ? withBudget(row.startupSeconds, BUDGETS.scaleStartupSeconds, secondsOf) : secondsOf(row.startupSeconds)} | ` +
        `${secondsOf(row.firstSearchSeconds)} | ${ms(d?.latencyMs.p50)} | ${ms(d?.latencyMs.p95)} | ${ms(d?.latencyMs.p99)} | ` +
        `${plain(0)(d?.requestsPerSecond)} | ${d?.serverCpuMsPerResponse == null ? 'n/a' : `${d.serverCpuMsPerResponse.toFixed(2)} ms`} | ` +
        `${megabytes(row.serverRssBytes)} | ${d ? d.loadAverage.join(' → ') : 'n/a'} |`,
    );
    if (row.error) notes.push(`- ${row.courses} courses: not fully measured: ${row.error}`);
    else if (d)
      notes.push(`- ${row.courses} courses: ${loadRequest(d)}; ${d.errors} errors, ${d.non2xx} non-2xx`);
  }
  return [...lines, '', ...notes];
}

/** The mobile runs' CPU slowdown and the host's benchmark index it was calibrated from (lighthouse.mjs). */
const cpuSlowdown = (m) =>
  Number.isFinite(m.cpuMultiplier) && Number.isFinite(m.hostIndex)
    ? `${m.cpuMultiplier.toFixed(1)}× (${Math.round(m.hostIndex)})`
    : '1× (desktop preset)';

/** Each page's mobile medians rendered on the server and as the shell (ATRIUM_SERVER_RENDERING=off). */
function sideBySideSection(rendered, shell) {
  if (shell.error) return [`Not measured: ${shell.error}`];
  const lines = [
    '| Page | Performance (rendered / shell) | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const pair = (a, b, format) =>
    `${a === undefined ? '–' : format(a)} / ${b === undefined ? '–' : format(b)}`;
  for (const [page, presets] of Object.entries(shell)) {
    const r = rendered[page]?.mobile?.median ?? {};
    const s = presets.mobile?.median ?? {};
    lines.push(
      `| \`${page}\` | ${pair(r.score, s.score, plain(0))} | ${pair(r.fcpMs, s.fcpMs, seconds)} | ` +
        `${pair(r.lcpMs, s.lcpMs, seconds)} | ${pair(r.tbtMs, s.tbtMs, ms)} | ${pair(r.cls, s.cls, plain(3))} |`,
    );
  }
  return lines;
}

function lighthouseSection(lighthouse) {
  const lines = [
    '| Page | Preset | Runs | Performance | FCP | LCP | TBT | CLS | CPU slowdown (host index) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const notes = [];
  for (const [page, presets] of Object.entries(lighthouse)) {
    for (const preset of ['mobile', 'desktop']) {
      const r = presets[preset];
      if (!r) continue;
      if (r.error) {
        lines.push(`| \`${page}\` | ${preset} | 0 | not measured | | | | | |`);
        notes.push(`\`${page}\` ${preset}: ${r.error}`);
        continue;
      }
      const budget = BUDGETS[preset];
      const m = r.median;
      const ok = r.runs.filter((run) => !run.error).length;
      lines.push(
        `| \`${page}\` | ${preset} | ${ok}/${r.runs.length} | ${withBudget(m.score, budget.score, plain(0))} | ${seconds(m.fcpMs)} | ` +
          `${withBudget(m.lcpMs, budget.lcpMs, seconds)} | ${withBudget(m.tbtMs, budget.tbtMs, ms)} | ${withBudget(m.cls, budget.cls, plain(3))} | ` +
          `${cpuSlowdown(m)} |`,
      );
      for (const run of r.runs.filter((x) => x.error))
        notes.push(`\`${page}\` ${preset}: a run failed: ${run.error}`);
      const last = r.runs.filter((x) => !x.error).at(-1);
      const hints = (last?.opportunities ?? []).map((o) => `${o.title} (~${o.savingsMs} ms)`);
      if (hints.length)
        notes.push(`\`${page}\` ${preset}, Lighthouse opportunities (last run): ${hints.join('; ')}`);
      const tasks = (last?.longTasks ?? []).map(
        (t) => `${t.ms} ms at ${seconds(t.startMs)} (\`${t.script}\`)`,
      );
      if (tasks.length)
        notes.push(`\`${page}\` ${preset}, longest main-thread tasks (last run): ${tasks.join('; ')}`);
      const bootup = (last?.bootup ?? []).map(
        (b) => `\`${b.script}\` ${b.ms} ms (scripting ${b.scriptingMs}, parse ${b.parseMs})`,
      );
      if (bootup.length)
        notes.push(`\`${page}\` ${preset}, script boot-up time (last run): ${bootup.join('; ')}`);
      const shifts = (last?.layoutShifts ?? []).filter((shift) => shift.score >= 0.01);
      if (shifts.length) {
        const list = shifts.map((shift) => `\`${shift.element}\` ${shift.score}`).join('; ');
        notes.push(`\`${page}\` ${preset}, largest layout shifts (last run): ${list}`);
      }
    }
  }
  return notes.length ? [...lines, '', ...notes.map((n) => `- ${n}`)] : lines;
}

export function markdown(report) {
  const { meta } = report;
  return [
    `# Atrium benchmark`,
    '',
    `${meta.date} · commit \`${meta.commit}\` · Node ${meta.node} · ${meta.cpus} × ${meta.cpuModel} · ` +
      `load average ${meta.loadAverage.join(' ')} at the start`,
    '',
    `Reference server: ${meta.catalogueSize ?? 'n/a'} courses and programs searchable (${meta.seedCourses} courses seeded), ` +
      `ready in ${meta.serverStartupSeconds ?? 'n/a'} s; entry script served ${meta.entryScriptEncoding ?? 'n/a'}, ` +
      `index.html served ${meta.indexEncoding ?? 'n/a'}.`,
    '',
    ...(meta.webBuildStale && report.firstLoad
      ? ['**web/dist was older than its sources**: sizes and Lighthouse are of that older build.', '']
      : []),
    ...(meta.only ? [`Only these steps ran (BENCH_ONLY): ${meta.only.join(', ')}.`, ''] : []),
    'Figures on a shared machine move with whatever else runs; budgets are from docs/architecture.md, "Budgets" (kB = 1000 bytes).',
    '',
    ...(report.firstLoad ? ['## First load', '', ...firstLoadSection(report.firstLoad), ''] : []),
    ...(Object.keys(report.load).length
      ? ['## Reference server under load', '', ...loadSection(report.load, meta), '']
      : []),
    ...(report.signInFlood ? ['## Sign-in flood', '', ...signInFloodSection(report.signInFlood), ''] : []),
    ...(Object.keys(report.lighthouse).length
      ? [
          `## Lighthouse (median of ${meta.lighthouseRuns})`,
          '',
          'Public pages rendered on the server, as the reference server serves them (`/inprogress` is signed in: its shell).',
          '',
          ...lighthouseSection(report.lighthouse),
          '',
        ]
      : []),
    ...(report.lighthouseShell && Object.keys(report.lighthouseShell).length
      ? [
          `## Lighthouse mobile, rendered on the server beside the shell (median of ${meta.lighthouseRuns})`,
          '',
          ...sideBySideSection(report.lighthouse, report.lighthouseShell),
          '',
        ]
      : []),
    ...(report.signInToDashboard
      ? [
          '## Sign-in to dashboard (median of each dialect’s runs)',
          '',
          ...signInToDashboardSection(report.signInToDashboard),
          '',
        ]
      : []),
    ...(report.scale?.length ? ['## Search at scale', '', ...scaleSection(report.scale), ''] : []),
  ].join('\n');
}

/** Every budgeted figure with its verdict, for the JSON report. */
export function checks(report) {
  const list = [];
  const add = (name, value, budget) => list.push({ name, value, budget, ok: meets(value, budget) });
  const { firstLoad, load, lighthouse, scale = [] } = report;
  if (firstLoad && !firstLoad.error) {
    for (const page of firstLoad.pages) {
      if (page.page === '/') {
        add('first load of / JS gzip (bytes)', page.total.js.gzip, BUDGETS.homeJsGzip);
        add('first load of / CSS gzip (bytes)', page.total.css.gzip, BUDGETS.homeCssGzip);
      } else {
        add(`route chunk of ${page.page} gzip (bytes)`, routeChunkFile(page)?.gzip, BUDGETS.routeChunkGzip);
      }
    }
  }
  for (const { key, budget, rps } of LOADS) {
    const d = load[key];
    if (!budget || !d || d.error) continue;
    add(`${key} p95 (ms)`, d.latencyMs.p95, BUDGETS.load.p95Ms);
    add(`${key} errors`, d.errors, BUDGETS.load.errors);
    add(`${key} non-2xx`, d.non2xx, BUDGETS.load.non2xx);
    if (rps) add(`${key} requests/s`, d.requestsPerSecond, BUDGETS.discoveryRequestsPerSecond);
  }
  const flood = report.signInFlood;
  if (flood && !flood.error)
    add('sign-in flood: reader p95 (ms)', flood.reader.duringFlood.p95, BUDGETS.signInFlood.readerP95Ms);
  for (const [page, presets] of Object.entries(lighthouse)) {
    for (const preset of ['mobile', 'desktop']) {
      const r = presets[preset];
      if (!r || r.error) continue;
      for (const [key, budget] of Object.entries(BUDGETS[preset]))
        add(`lighthouse ${page} ${preset} ${key}`, r.median[key], budget);
    }
  }
  const largest = largestScale(scale);
  if (largest && !largest.error) {
    add(`npm run reset at ${largest.courses} courses (s)`, largest.resetSeconds, BUDGETS.scaleResetSeconds);
    add(`start-up at ${largest.courses} courses (s)`, largest.startupSeconds, BUDGETS.scaleStartupSeconds);
  }
  return list;
}
