// `npm test`: installs the browser if it is missing, builds the app, then runs every vitest project
// (shared rules, API, web components, browser journeys) and ends with one "N passed, N failed" line.
// The browser journeys run one file at a time in a vitest of their own, beside the other projects (vitest would
// queue them after everything else), so the suite takes about as long as its longest half.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

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

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const halves = [projects.filter((p) => p !== 'e2e'), projects.filter((p) => p === 'e2e')].filter(
  (half) => half.length > 0,
);

/** One vitest run of some projects; with two runs at once, each line says which run wrote it. */
function runVitest(half, index) {
  const output = halves.length > 1 ? `test-results/vitest-${index}.json` : report;
  rmSync(output, { force: true });
  const args = ['vitest', 'run', ...half.flatMap((p) => ['--project', p])];
  const child = spawn(
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      stdio: halves.length > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  if (halves.length > 1) {
    const tag = `[${half.join('+')}] `;
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on('line', (line) => sink.write(`${tag}${line}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const result = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
      resolve({ status, result });
    }),
  );
}

const runs = await Promise.all(halves.map(runVitest));

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
if (runs.length > 1) {
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
