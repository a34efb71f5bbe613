import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repositoryDir = path.resolve(serverDir, '../..');

/** One process of the cluster (an API server or a worker) that can be killed and started again. */
export interface ClusterProcess {
  name: string;
  /** the API server's address (workers have none) */
  url: string | null;
  pid(): number | null;
  running(): boolean;
  output(): string;
  start(): Promise<void>;
  /** sends the signal and waits for the exit (SIGTERM drains first) */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `src/main.ts` (an API server: waits for /ready) or `src/worker-main.ts` (a worker: waits for its "running"
 * line), run through tsx with the cluster's environment.
 */
export function clusterProcess(
  kind: 'api' | 'worker',
  name: string,
  env: Record<string, string>,
  port?: number,
): ClusterProcess {
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();
  let log = '';
  const url = kind === 'api' ? `http://127.0.0.1:${port}` : null;
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    name,
    url,
    pid: () => (alive() ? child!.pid! : null),
    running: alive,
    output: () => log,
    async start() {
      const script = kind === 'api' ? 'src/main.ts' : 'src/worker-main.ts';
      child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: serverDir,
        env: {
          ...process.env,
          // the server's own TypeScript settings, whichever tsconfig the caller ran under (the bench names one)
          TSX_TSCONFIG_PATH: path.join(serverDir, 'tsconfig.json'),
          ...env,
          ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      exited = once(child, 'exit');
      // the log keeps earlier runs' lines: only this run's "running" line says this worker is up
      let thisRun = '';
      const append = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-200_000);
        if (thisRun.length < 200_000) thisRun += chunk.toString();
      };
      child.stdout!.on('data', append);
      child.stderr!.on('data', append);
      const ready =
        kind === 'api'
          ? () =>
              fetch(`${url}/ready`).then(
                (response) => response.ok,
                () => false,
              )
          : async () => thisRun.includes('CardBinder worker running');
      await until(
        async () => {
          if (!alive()) throw new Error(`${name} exited while starting:\n${log.slice(-3000)}`);
          return ready();
        },
        `${name} to start`,
        180_000,
        () => log,
      );
    },
    async stop(signal = 'SIGTERM') {
      if (!alive()) return;
      child!.kill(signal);
      await exited;
    },
  };
}

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** a reload starts new workers within milliseconds; the margin covers a loaded machine */
const RELOAD_SETTLE_MS = 1000;
export const nginxPresent = () => existsSync(NGINX);

/**
 * nginx with the repository's own site (deploy/nginx.conf), its upstream servers and listen port replaced by
 * the cluster's, in a folder of its own (pid, logs, temporary files), in the foreground.
 */
export async function startNginx(folder: string, port: number, upstreamPorts: number[]) {
  mkdirSync(path.join(folder, 'logs'), { recursive: true });
  const template = readFileSync(path.join(repositoryDir, 'deploy', 'nginx.conf'), 'utf8');
  /** the site with the cluster's servers in its upstream, those in `down` marked as deploy/rolling-restart.sh does */
  const writeSite = (down: number[]) =>
    writeFileSync(
      path.join(folder, 'site.conf'),
      template
        .replace(/^\s*server 127\.0\.0\.1:\d+ (.*);$/gm, '')
        .replace(
          /upstream cardbinder_api \{/,
          `upstream cardbinder_api {\n${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${down.includes(p) ? ' down' : ''};`).join('\n')}`,
        )
        .replace(/listen 80( [^;]*)?;/, `listen 127.0.0.1:${port}$1;`)
        .replace(/listen \[::\]:80( [^;]*)?;/, '')
        .replace(/server_name [^;]+;/, 'server_name _;'),
    );
  writeSite([]);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${folder}/body;`,
      `  proxy_temp_path ${folder}/proxy;`,
      `  fastcgi_temp_path ${folder}/fastcgi;`,
      `  uwsgi_temp_path ${folder}/uwsgi;`,
      `  scgi_temp_path ${folder}/scgi;`,
      `  include ${folder}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, 'exit');
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/nginx-health`).then(
        (response) => response.ok,
        () => false,
      ),
    'nginx to start',
    20_000,
    () =>
      log + (existsSync(`${folder}/logs/error.log`) ? readFileSync(`${folder}/logs/error.log`, 'utf8') : ''),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: () => readFileSync(`${folder}/logs/error.log`, 'utf8'),
    /**
     * Sends no new request to the servers on these ports (`down`), or to all again (`[]`), by a reload: nginx's
     * old workers finish the requests they hold, the new ones pick from the new list.
     */
    async takeOut(down: number[]) {
      writeSite(down);
      child.kill('SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, RELOAD_SETTLE_MS));
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
export type Nginx = Awaited<ReturnType<typeof startNginx>>;
