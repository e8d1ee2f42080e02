// Budgets from ARCHITECTURE.md and the Markdown report. kB = 1000 bytes, as size-limit counts them.
export const BUDGETS = {
  firstLoadJsGzip: { max: 130_000 },
  firstLoadCssGzip: { max: 20_000 },
  discoveryP95Ms: { max: 15 },
  discoveryRequestsPerSecond: { min: 2000 },
  discoveryErrors: { max: 0 },
  discoveryNon2xx: { max: 0 },
  mobile: { score: { min: 95 }, cls: { max: 0.02 }, tbtMs: { max: 150 } },
  desktop: { score: { min: 100 } },
};

/** Whether a value meets a budget; null when there is no budget or no value. */
export function meets(value, budget) {
  if (!budget || !Number.isFinite(value)) return null;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value < 10 && !Number.isInteger(value) ? value.toFixed(2) : Math.round(value)} ms`;
};
const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const plain = (digits) => (value) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** "value (≤ limit ✓)" or just the value when there is no budget. */
function withBudget(value, budget, format) {
  const verdict = meets(value, budget);
  if (verdict === null) return format(value);
  const limit = budget.max !== undefined ? `≤ ${format(budget.max)}` : `≥ ${format(budget.min)}`;
  return `${format(value)} (${limit} ${verdict ? '✓' : '✗'})`;
}

function firstLoadSection(firstLoad) {
  if (firstLoad.error) return [`Not measured: ${firstLoad.error}`];
  const { files, totals, note } = firstLoad;
  const rows = files.map(
    (f) => `| \`${f.file}\` | ${f.via} | ${kB(f.raw)} | ${kB(f.gzip)} | ${kB(f.brotli)} |`,
  );
  return [
    `Files that index.html loads, plus the ${note}.`,
    '',
    '| File | Why | Raw | gzip -9 | brotli |',
    '|---|---|---:|---:|---:|',
    ...rows,
    `| **JS total** | | ${kB(totals.js.raw)} | **${withBudget(totals.js.gzip, BUDGETS.firstLoadJsGzip, kB)}** | ${kB(totals.js.brotli)} |`,
    `| **CSS total** | | ${kB(totals.css.raw)} | **${withBudget(totals.css.gzip, BUDGETS.firstLoadCssGzip, kB)}** | ${kB(totals.css.brotli)} |`,
  ];
}

function discoverySection(discovery) {
  if (discovery.error) return [`Not measured: ${discovery.error}`];
  const d = discovery;
  const count = (value) => String(value);
  return [
    `\`${d.request.method} ${d.request.path}\` with \`${JSON.stringify(d.request.body)}\` (${d.request.hits} hits, ${d.request.pageSize} a page), ` +
      `${d.connections} connections, ${d.durationSeconds} s after a 2 s warm-up; ${d.responses} responses.`,
    '',
    '| Figure | Value |',
    '|---|---:|',
    `| Latency p50 | ${ms(d.latencyMs.p50)} |`,
    `| Latency p95 | ${withBudget(d.latencyMs.p95, BUDGETS.discoveryP95Ms, ms)} |`,
    `| Latency p99 | ${ms(d.latencyMs.p99)} |`,
    `| Latency max | ${ms(d.latencyMs.max)} |`,
    `| Requests/s | ${withBudget(d.requestsPerSecond, BUDGETS.discoveryRequestsPerSecond, plain(0))} |`,
    `| Errors (timeouts included) | ${withBudget(d.errors, BUDGETS.discoveryErrors, count)} |`,
    `| Timeouts | ${d.timeouts} |`,
    `| Non-2xx answers | ${withBudget(d.non2xx, BUDGETS.discoveryNon2xx, count)} |`,
  ];
}

function lighthouseSection(lighthouse) {
  const lines = [
    '| Preset | Runs | Performance | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const notes = [];
  for (const preset of ['mobile', 'desktop']) {
    const r = lighthouse[preset];
    if (!r) continue;
    if (r.error) {
      lines.push(`| ${preset} | 0 | not measured | | | | |`);
      notes.push(`${preset}: ${r.error}`);
      continue;
    }
    const budget = BUDGETS[preset];
    const m = r.median;
    const ok = r.runs.filter((run) => !run.error).length;
    lines.push(
      `| ${preset} | ${ok}/${r.runs.length} | ${withBudget(m.score, budget.score, plain(0))} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ` +
        `${withBudget(m.tbtMs, budget.tbtMs, ms)} | ${withBudget(m.cls, budget.cls, plain(3))} |`,
    );
    for (const run of r.runs.filter((x) => x.error)) notes.push(`${preset}: a run failed: ${run.error}`);
    const last = r.runs.filter((x) => !x.error).at(-1);
    const hints = (last?.opportunities ?? []).map((o) => `${o.title} (~${o.savingsMs} ms)`);
    if (hints.length) notes.push(`${preset}, Lighthouse opportunities (last run): ${hints.join('; ')}`);
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
    `Reference server: ${meta.catalogueSize ?? 'n/a'} courses searchable (${meta.seedCourses} seeded), ` +
      `ready in ${meta.serverStartupSeconds ?? 'n/a'} s; entry script served ${meta.entryScriptEncoding ?? 'n/a'}.`,
    '',
    'Figures on a shared machine move with whatever else runs; budgets are from ARCHITECTURE.md (kB = 1000 bytes).',
    '',
    '## First load of `/`',
    '',
    ...firstLoadSection(report.firstLoad),
    '',
    '## Discovery search (autocannon)',
    '',
    ...discoverySection(report.discovery),
    '',
    `## Lighthouse on \`/\` (median of ${meta.lighthouseRuns})`,
    '',
    ...lighthouseSection(report.lighthouse),
    '',
  ].join('\n');
}

/** Every budgeted figure with its verdict, for the JSON report. */
export function checks(report) {
  const list = [];
  const add = (name, value, budget) => list.push({ name, value, budget, ok: meets(value, budget) });
  const { firstLoad, discovery, lighthouse } = report;
  if (!firstLoad.error) {
    add('first load JS gzip (bytes)', firstLoad.totals.js.gzip, BUDGETS.firstLoadJsGzip);
    add('first load CSS gzip (bytes)', firstLoad.totals.css.gzip, BUDGETS.firstLoadCssGzip);
  }
  if (!discovery.error) {
    add('discovery p95 (ms)', discovery.latencyMs.p95, BUDGETS.discoveryP95Ms);
    add('discovery requests/s', discovery.requestsPerSecond, BUDGETS.discoveryRequestsPerSecond);
    add('discovery errors', discovery.errors, BUDGETS.discoveryErrors);
    add('discovery non-2xx', discovery.non2xx, BUDGETS.discoveryNon2xx);
  }
  for (const preset of ['mobile', 'desktop']) {
    const r = lighthouse[preset];
    if (!r || r.error) continue;
    for (const [key, budget] of Object.entries(BUDGETS[preset]))
      add(`lighthouse ${preset} ${key}`, r.median[key], budget);
  }
  return list;
}
