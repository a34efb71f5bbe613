import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repositoryDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = path.join(repositoryDir, 'deploy', 'rolling-restart.sh');

/**
 * deploy/rolling-restart.sh with nginx, systemctl, curl and sleep replaced by commands that log their call and
 * the upstream lines of the site at that moment, so the order (out of nginx, restart, ready, back in) is checked.
 */
describe('deploy/rolling-restart.sh', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('takes each server out of the upstream before restarting it and puts it back once ready', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
    const site = path.join(folder, 'site.conf');
    writeFileSync(site, readFileSync(path.join(repositoryDir, 'deploy', 'nginx.conf'), 'utf8'));
    const calls = path.join(folder, 'calls.log');
    const bin = path.join(folder, 'bin');
    execFileSync('mkdir', [bin]);
    for (const command of ['nginx', 'systemctl', 'curl', 'sleep']) {
      writeFileSync(
        path.join(bin, command),
        `#!/bin/sh\necho "${command} $*: $(grep -o 'server 127[^;]*' "${site}" | tr '\\n' '|')" >> "${calls}"\n`,
      );
      chmodSync(path.join(bin, command), 0o755);
    }
    execFileSync('sh', [script, '3001', '3002'], {
      env: { ...process.env, SITE: site, PATH: `${bin}:${process.env.PATH}` },
    });
    const log = readFileSync(calls, 'utf8').split('\n').filter(Boolean);
    const restart = log.findIndex((line) => line.startsWith('systemctl restart cardbinder-api@3001'));
    expect(log[restart]).toContain('127.0.0.1:3001 max_fails=1 fail_timeout=5s down|');
    expect(log[restart]).not.toContain('3002 max_fails=1 fail_timeout=5s down');
    expect(log.slice(0, restart).some((line) => line.startsWith('nginx -s reload'))).toBe(true);
    const second = log.findIndex((line) => line.startsWith('systemctl restart cardbinder-api@3002'));
    expect(log[second]).toContain('3002 max_fails=1 fail_timeout=5s down|');
    expect(log[second]).not.toContain('3001 max_fails=1 fail_timeout=5s down');
    expect(
      log.slice(restart, second).some((line) => line.startsWith('curl -fs http://127.0.0.1:3001/ready')),
    ).toBe(true);
    // both back in the upstream at the end
    expect(readFileSync(site, 'utf8')).toBe(
      readFileSync(path.join(repositoryDir, 'deploy', 'nginx.conf'), 'utf8'),
    );
  });
});
