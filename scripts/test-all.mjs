// `npm test`: installs the browser if it is missing, builds the app, then runs every vitest project
// (shared rules, API, web components, browser journeys) and ends with one "N passed, N failed" line.
// The browser journeys run one file per vitest run, beside the other projects (vitest would queue them after
// everything else): one journey at a time while the other projects run, two at a time once they are done, so the
// second core does not sit idle for the suite's last minutes. The slowest journeys of the previous run go first.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
/** journeys at a time once the other projects are done (each is an app server and a Chromium) */
const E2E_PARALLEL = Math.max(1, Number(process.env.E2E_PARALLEL ?? 2));

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

const unitProjects = projects.filter((p) => p !== 'e2e');
const journeys = projects.includes('e2e') ? journeyFiles() : [];
/** with journeys, several runs write at once: each line then says which run wrote it */
const tagged = journeys.length > 0;

/** One vitest run of some projects (or of one file). */
function runVitest(runProjects, files, output, tag) {
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
const unitDone =
  unitProjects.length > 0
    ? runVitest(
        unitProjects,
        [],
        tagged ? `${resultsDir}/vitest-unit.json` : report,
        unitProjects.join('+'),
      ).then((run) => void runs.push(run))
    : Promise.resolve();

const queue = [...journeys];
let journeyCount = 0;
/** Runner 0 takes journeys from the start; the others join once the other projects are done. */
async function journeyRunner(runner) {
  if (runner > 0) await unitDone;
  for (let file = queue.shift(); file; file = queue.shift()) {
    const output = `${resultsDir}/vitest-e2e-${(journeyCount += 1)}.json`;
    runs.push(await runVitest(['e2e'], [file], output, file.slice(0, -'.e2e.test.ts'.length)));
    rmSync(output, { force: true });
  }
}
const runners = journeys.length > 0 ? E2E_PARALLEL : 0;
await Promise.all([unitDone, ...Array.from({ length: runners }, (_, runner) => journeyRunner(runner))]);

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
