// `npm test`: installs the browser if it is missing, builds the app, then runs every vitest project
// (shared rules, API, web components, browser journeys) and ends with one "N passed, N failed" line.
// The suite is split into vitest runs (the API project, the other unit projects, each browser journey file) that
// run two at a time, the next starting as soon as one ends: vitest alone runs one file at a time on two cores
// (cores - 1) and would queue the journeys after everything else. The slowest journeys of the previous run go first.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
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

/** The journeys, slowest of the previous run first (its report, when there is one), then by name. */
function journeyFiles() {
  const files = readdirSync('e2e')
    .filter((name) => name.endsWith('.e2e.test.ts'))
    .map((name) => `e2e/${name}`)
    .sort();
  const took = new Map();
  try {
    for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
      const at = file.name.lastIndexOf('/e2e/');
      if (at >= 0) took.set(file.name.slice(at + 1), file.endTime - file.startTime);
    }
  } catch {
    // no previous run
  }
  return files.sort((a, b) => (took.get(b) ?? 0) - (took.get(a) ?? 0));
}

/**
 * The runs, longest first: the API project alone (its files run one at a time, each beside a database process of
 * its own), the other projects together, then each journey file (an app server and a Chromium each).
 */
const unitProjects = projects.filter((p) => p !== 'e2e');
const rest = unitProjects.filter((p) => p !== 'server');
const tasks = [
  ...(unitProjects.includes('server') ? [{ projects: ['server'], files: [], tag: 'server' }] : []),
  ...(rest.length > 0 ? [{ projects: rest, files: [], tag: rest.join('+') }] : []),
  ...(projects.includes('e2e') ? journeyFiles() : []).map((file) => ({
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
/** Each slot takes the next run as soon as its last one is done. */
async function slot() {
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const output = tagged ? `${resultsDir}/vitest-run-${(started += 1)}.json` : report;
    runs.push(await runVitest(task, output));
    if (tagged) rmSync(output, { force: true });
  }
}
await Promise.all(Array.from({ length: SLOTS }, slot));

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
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
