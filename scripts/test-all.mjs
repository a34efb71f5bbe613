// `npm test`: installs the browser if it is missing, builds the app, then runs every vitest project
// (shared rules, API, web components, browser journeys) and ends with one "N passed, N failed" line.
// The suite is split into vitest runs (the API project, the other unit projects, each browser journey file) that
// run two at a time, the next starting as soon as one ends: vitest alone runs one file at a time on two cores
// (cores - 1) and would queue the journeys after everything else. The slowest journeys of the previous run go first.
import { execSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** the runs' starts are counted from here, so the first one shows how long installing and building took */
const suiteStart = Date.now();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** `--save-durations` writes this run's file times to DURATIONS, for the next fresh clone to balance its runs */
const saveDurations = process.argv.includes('--save-durations');
const only = process.argv.slice(2).filter((arg) => arg !== '--save-durations');
const DURATIONS = 'scripts/test-durations.json';
/** vitest runs at a time: one per core of a two-core machine */
const SLOTS = Math.max(1, Number(process.env.TEST_SLOTS ?? 2));

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log('Installing Debian chromium for the browser tests…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
}

const projects = only.length > 0 ? only : ['shared', 'server', 'web', 'e2e'];
if (projects.includes('e2e')) {
  ensureChromium();
  console.log('Building the app for the browser tests…');
  execSync('npm run build', { stdio: 'inherit' });
}

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const report = `${resultsDir}/vitest.json`;

/**
 * How long each test file took, by path from the root: the committed scripts/test-durations.json (a fresh clone has
 * no report of its own), overlaid with this checkout's previous run (its report, when there is one).
 */
function previousDurations() {
  const took = new Map(Object.entries(JSON.parse(readFileSync(DURATIONS, 'utf8'))));
  try {
    const cwd = process.cwd() + path.sep;
    for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults ?? [])
      took.set(
        file.name.startsWith(cwd) ? file.name.slice(cwd.length) : file.name,
        file.endTime - file.startTime,
      );
  } catch {
    // no previous run
  }
  return took;
}
const took = previousDurations();
const slowestFirst = (files) => files.sort().sort((a, b) => (took.get(b) ?? 0) - (took.get(a) ?? 0));

/** Test files under `folder` whose names end with `suffix`, as paths from the root. */
function testFiles(folder, suffix) {
  return readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, name))
    .filter(
      (file) => file.endsWith(suffix) && !file.includes('node_modules') && !file.includes(`${path.sep}dist`),
    );
}

/**
 * The API project's files in `count` runs of about equal length (the previous run's times; a new file counts as
 * an average one): one run of them alone would be the suite's longest by far.
 */
function apiRuns(count) {
  const files = slowestFirst([
    ...testFiles('apps/server/src', '.test.ts'),
    ...testFiles('scripts', '.test.ts'),
  ]);
  const known = files.map((file) => took.get(file)).filter((ms) => ms !== undefined);
  const average = known.length > 0 ? known.reduce((sum, ms) => sum + ms, 0) / known.length : 1;
  const runs = Array.from({ length: count }, (_, index) => ({ files: [], ms: 0, index }));
  for (const file of files) {
    const shortest = runs.reduce((best, run) => (run.ms < best.ms ? run : best));
    shortest.files.push(file);
    shortest.ms += took.get(file) ?? average;
  }
  return runs
    .filter((run) => run.files.length > 0)
    .map((run) => ({ projects: ['server'], files: run.files, tag: `server-${run.index + 1}` }));
}

/**
 * The runs, longest first: the API project's files in two halves (each file beside a database of its own), the
 * other projects together, then each journey file (an app server and a Chromium each).
 */
const unitProjects = projects.filter((p) => p !== 'e2e');
const rest = unitProjects.filter((p) => p !== 'server');
const tasks = [
  ...(unitProjects.includes('server') ? apiRuns(SLOTS) : []),
  ...(rest.length > 0 ? [{ projects: rest, files: [], tag: rest.join('+') }] : []),
  ...(projects.includes('e2e') ? slowestFirst(testFiles('e2e', '.e2e.test.ts')) : []).map((file) => ({
    projects: ['e2e'],
    files: [file],
    tag: file.slice(0, -'.e2e.test.ts'.length),
  })),
];
/** with runs side by side, each line says which run wrote it */
const tagged = tasks.length > 1;

/** One vitest run of some projects (or of one file). */
function runVitest({ projects: runProjects, files, tag }, output) {
  rmSync(output, { force: true });
  const args = ['vitest', 'run', ...runProjects.flatMap((p) => ['--project', p]), ...files];
  const child = spawn(
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { stdio: tagged ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
  );
  if (tagged)
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on('line', (line) => sink.write(`[${tag}] ${line}\n`));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const result = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
      resolve({ status, result });
    }),
  );
}

const runs = [];
let started = 0;
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** Each slot takes the next run as soon as its last one is done. */
async function slot() {
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const output = tagged ? `${resultsDir}/vitest-run-${(started += 1)}.json` : report;
    const start = Date.now();
    runs.push({ ...(await runVitest(task, output)), tag: task.tag, start, end: Date.now() });
    if (tagged) rmSync(output, { force: true });
  }
}
// databases built once for every run to copy: the journeys' apps (e2e/support/app-server.ts) and the API tests'
// sample catalogue (apps/server/src/test/sample-template.ts)
const templates = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-test-templates-'));
process.env.CARDBINDER_TEST_TEMPLATES = templates;
try {
  await Promise.all(Array.from({ length: SLOTS }, slot));
} finally {
  rmSync(templates, { recursive: true, force: true });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { status, result } of runs) {
  const counted = result ? result.numFailedTests : 0;
  if (result) {
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
  }
  // a file that fails to load counts as one failure even though none of its tests ran
  if (status !== 0 && counted === 0) failed += 1;
}
if (tagged) {
  // one report of the whole suite, as a single run writes it
  const results = runs.map((run) => run.result).filter(Boolean);
  const sum = (key) => results.reduce((total, result) => total + (result[key] ?? 0), 0);
  const merged = { ...results[0] };
  for (const key of Object.keys(merged))
    if (typeof merged[key] === 'number' && key.startsWith('num')) merged[key] = sum(key);
  merged.success = runs.every((run) => run.status === 0);
  merged.startTime = Math.min(...results.map((result) => result.startTime));
  merged.testResults = results.flatMap((result) => result.testResults ?? []);
  writeFileSync(report, JSON.stringify(merged));
}
if (saveDurations) {
  const cwd = process.cwd() + path.sep;
  // a run of some projects keeps the others' times
  const durations = JSON.parse(readFileSync(DURATIONS, 'utf8'));
  for (const file of runs.flatMap((run) => run.result?.testResults ?? []))
    durations[file.name.slice(cwd.length)] = Math.round(file.endTime - file.startTime);
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
}
if (tagged) {
  // where the wall time went: each run's start and length, to balance the runs and find slow start-ups
  console.log('\nRuns (start, length):');
  for (const run of [...runs].sort((a, b) => a.start - b.start))
    console.log(
      `  ${seconds(run.start - suiteStart).padStart(6)} ${seconds(run.end - run.start).padStart(6)}  ${run.tag}`,
    );
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
