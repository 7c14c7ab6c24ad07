// The short human summary `npm run bench` prints to stderr at the end: each figure next to its budget.
// Pure formatting of the report object; stdout keeps the JSON alone.

const mark = (ok) => (ok === true ? 'ok' : ok === false ? 'OVER' : '?');
const num = (value, unit = '', digits = 0) => (typeof value === 'number' ? `${value.toFixed(digits)}${unit}` : 'n/a');
const judged = (text, ok) => (ok === undefined ? text : `${text} ${mark(ok)}`);

/** The rows as aligned text, with a rule under the first. */
function pad(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const lines = rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join(' | ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('-|-'));
  return lines;
}

/** The 1-minute load averages as each run started, e.g. "1.52 1.87 1.90". */
const loads = (lighthouse) => (lighthouse?.loadAverage1m ?? []).map((value) => num(value, '', 2)).join(' ') || 'n/a';

/**
 * One table row for a page: the CPU-time medians (what the budgets judge), then the raw ones beside the load
 * averages. `within` is the withinBudget entries of that page (undefined: not judged).
 */
function pageRow(label, sizes, lighthouse, within) {
  const cpu = lighthouse?.cpuTimeMedian ?? {};
  const raw = lighthouse?.median ?? {};
  const error = lighthouse?.error && !lighthouse?.median ? ` (${lighthouse.error.slice(0, 60)})` : '';
  const ratio = typeof lighthouse?.ttiToCardFloor === 'number' ? ` (${lighthouse.ttiToCardFloor.toFixed(2)}x)` : '';
  return [
    `${label}${error}`,
    judged(num(sizes?.initialJs?.gzip?.kb, ' KB', 1), within?.initialJsGzipKb),
    judged(num(cpu.performance), within?.cpuTimePerformance),
    judged(num(cpu.lcpMs, ' ms'), within?.lcpMs),
    judged(num(cpu.tbtMs, ' ms'), within?.tbtMs),
    judged(`${num(cpu.ttiMs, ' ms')}${ratio}`, within?.ttiToCardFloor),
    judged(num(cpu.cls ?? raw.cls, '', 3), within?.cls),
    judged(num(raw.performance), within?.rawPerformance),
    num(raw.lcpMs, ' ms'),
    num(raw.tbtMs, ' ms'),
    loads(lighthouse),
  ];
}

/** The summary table and the step and resume lines, as text. */
export function summaryTable(report) {
  if (report.error) return `bench: ${report.error}`;
  const b = report.budgets ?? {};
  const w = report.withinBudget ?? {};
  const lh = report.lighthouse ?? {};
  const runs = report.options?.runs;
  const floorTti = lh.cardFloor?.cpuTimeMedian?.ttiMs;
  const rows = [
    ['page', 'initial JS gzip', 'CPU perf', 'CPU LCP', 'CPU TBT', 'CPU TTI (x floor)', 'CLS', 'raw perf', 'raw LCP', 'raw TBT', 'load 1 min, per run'],
    [
      'budget',
      `<= ${b.initialJsGzipKbMax} KB`,
      `>= ${b.performanceMin}`,
      `<= ${b.lcpMsMax} ms`,
      `<= ${b.tbtMsMax} ms`,
      `<= ${b.ttiToCardFloorMax}x ${num(floorTti, ' ms')}`,
      `< ${b.clsMax}`,
      `>= ${b.performanceMin} idle`,
      '-',
      '-',
      `${report.machine?.cores ?? '?'} cores`,
    ],
    pageRow(`app ${lh.app?.brand ?? ''}`.trim(), report.app, lh.app, w),
    // Same build, same initial JS: only the brand the server deploys differs.
    pageRow(`classic ${lh.classic?.brand ?? ''}`.trim(), report.app, lh.classic, { initialJsGzipKb: w.initialJsGzipKb, ...w.classic }),
    // The first row's page with its scripts taken out: the ceiling of its raw figures (lib/drawn-only.mjs).
    pageRow('drawn step, no JS', report.drawnOnly, lh.drawnOnly, undefined),
    pageRow('card floor', report.cardFloor, lh.cardFloor, undefined),
    pageRow('bare React', report.bare, lh.bare, undefined),
  ];
  const lines = [
    lh.error
      ? `Lighthouse: not measured (${lh.error})`
      : `Lighthouse mobile, medians of ${lh.rounds ?? runs ?? '?'} interleaved run(s) per page. CPU: re-simulated at thread CPU time ` +
        '(lib/cpu-time.mjs), what the budgets judge; raw: as measured, meaningful only on an idle machine (see the load).',
    ...pad(rows),
  ];

  const steps = report.steps ?? {};
  const resume = report.resume ?? {};
  const conditions = steps.cpuThrottlingRate ? `CPU ${steps.cpuThrottlingRate}x slower, median of ${runs ?? '?'} run(s)` : '';
  lines.push('');
  if (steps.error && steps.longestTaskMs == null) {
    lines.push(`step changes: not measured (${steps.error})`);
  } else {
    const cpu = steps.cpuTime ?? {};
    lines.push(
      `step changes (10), CPU time: longest task ${num(cpu.longestTaskMs, ' ms')} (budget <= ${b.stepLongTaskMsMax} ms) ${mark(w.stepLongTaskMs)}; ` +
        `tasks over 50 ms: ${num(cpu.longTasksOver50)}; wall time: longest ${num(steps.longestTaskMs, ' ms')}, over 50 ms: ${num(steps.longTasksOver50)}; ${conditions}`,
    );
    const perStep = (steps.perStep ?? [])
      .map((s, i) => `${s.to.replace(/^\//, '')} ${num(cpu.perStep?.[i]?.longestTaskMs)}/${num(s.longestTaskMs)}`)
      .join(', ');
    if (perStep) lines.push(`  longest task per step change, CPU/wall ms: ${perStep}`);
  }
  if (resume.error && resume.msAfterFirstPaint == null) {
    lines.push(`resume: not measured (${resume.error})`);
  } else {
    lines.push(
      `resume after reload (${resume.path ?? '?'}): ${num(resume.msAfterFirstPaint, ' ms')} after first paint ` +
        `(budget <= ${b.resumeMsMax} ms) ${mark(w.resumeMs)}; first paint at ${num(resume.firstPaintMs, ' ms')}; CPU ${resume.cpuThrottlingRate ?? '?'}x`,
    );
  }
  const groups = report.app?.contents?.groups ?? [];
  if (groups.length > 0) {
    lines.push(`initial JS by package or src folder, gzip KB (approx.): ${groups.slice(0, 10).map((g) => `${g.name} ${g.gzipKbApprox}`).join(', ')}`);
  }
  const embed = report.app?.embedJs;
  lines.push(`embed.js for partners: ${num(embed?.gzip?.kb, ' KB', 2)} gzip (budget <= ${b.embedJsGzipKbMax} KB) ${mark(w.embedJsGzipKb)}`);
  const precache = report.app?.precache;
  const perDeployment = (precache?.deployments ?? []).map((d) => `${d.brand} (${d.locales.join(', ')}) ${num(d.gzipKb, ' KB', 1)} in ${d.files} files`);
  lines.push(
    `service worker precache: ${perDeployment.join('; ') || 'not measured'} (budget <= ${b.precacheGzipKbMax} KB) ${mark(w.precacheGzipKb)}; the whole build ${num(precache?.wholeBuild?.gzipKb, ' KB', 1)}`,
  );
  lines.push(`all budgets met: ${w.all === true ? 'yes' : w.all === false ? 'no' : 'not all measured'}`);
  return lines.join('\n');
}
