// `npm run bench` runs this first. Lighthouse, autocannon and chrome-launcher are not in the root install (a
// self-hoster's `npm install` never downloads them): the first bench run installs them into
// scripts/bench/node_modules from scripts/bench/package-lock.json, and again whenever that lockfile changes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const bench = import.meta.dirname;
const lockDigest = createHash('sha256')
  .update(readFileSync(path.join(bench, 'package-lock.json')))
  .digest('hex');
// written after a finished install, so an interrupted one is redone
const stamp = path.join(bench, 'node_modules', '.installed-lockfile-sha256');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockDigest) {
  console.log(
    'Installing the benchmark tools (Lighthouse, autocannon, chrome-launcher) into scripts/bench/node_modules;\n' +
      'this happens once, on the first `npm run bench` (about 250 packages, 200 MB).',
  );
  execFileSync('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  writeFileSync(stamp, lockDigest);
}
