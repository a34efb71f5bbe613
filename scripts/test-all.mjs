// `npm test`: installs the browser if it is missing, builds the app, then runs every vitest project
// (shared rules, API, web components, browser journeys) and ends with one "N passed, N failed" line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

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
const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
const run = spawnSync(
  'npx',
  [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    stdio: 'inherit',
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests;
  skipped = result.numPendingTests + result.numTodoTests;
}
// a file that fails to load counts as one failure even though none of its tests ran
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status ?? 1);
