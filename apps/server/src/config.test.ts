import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cluster = {
  DATA_DIR: dataDir,
  CLUSTER: 'true',
  DATABASE_URL: 'postgres://cardbinder@db.internal/cardbinder',
  JWT_SECRET: 'a-cluster-wide-secret-'.padEnd(48, 'z'),
  EBAY_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('configuration of a cluster (CLUSTER=true)', () => {
  it('refuses to start without the shared database and secrets, naming each, and writes no secret file', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, CLUSTER: 'true' })).toThrow(
      'CLUSTER=true needs DATABASE_URL (the PostgreSQL every server shares), JWT_SECRET (the same on every server: it signs sessions), EBAY_TOKEN_KEY (the same on every server: it encrypts marketplace tokens); see docs/deploy.md',
    );
    expect(() => loadConfig({ ...cluster, EBAY_TOKEN_KEY: undefined })).toThrow(
      /^CLUSTER=true needs EBAY_TOKEN_KEY/,
    );
    expect(() => loadConfig({ ...cluster, JWT_SECRET: undefined })).toThrow(/^CLUSTER=true needs JWT_SECRET/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses files on one server’s disk, and keeps them in the shared database by default', () => {
    expect(() => loadConfig({ ...cluster, STORAGE: 'local' })).toThrow(/STORAGE=local/);
    const config = loadConfig(cluster);
    expect(config).toMatchObject({ cluster: true, storage: 'postgres' });
    expect(Buffer.from(config.jwtSecret).toString()).toBe(cluster.JWT_SECRET);
    expect(config.ebay.tokenKey).toEqual(Buffer.alloc(32, 7));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('still makes up its own secrets for one server on its own data folder', () => {
    const single = loadConfig({ DATA_DIR: dataDir });
    expect(single).toMatchObject({ cluster: false, storage: 'local' });
    expect(readdirSync(dataDir).sort()).toEqual(['ebay-token-key', 'jwt-secret']);
  });
});

describe('the local eBay stand-in', () => {
  it('listens next to one server, and never on a neighbour’s port in a cluster', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '3001' }).ebay.localPort).toBe(3002);
    expect(loadConfig({ ...cluster, PORT: '3001' }).ebay.localPort).toBe(0);
    expect(loadConfig({ ...cluster, PORT: '3001', EBAY_LOCAL_PORT: '4100' }).ebay.localPort).toBe(4100);
  });
});

describe('database connections', () => {
  it('keeps 10 by default, as many as DATABASE_POOL_SIZE says, and refuses a pool of none', () => {
    expect(loadConfig(cluster)).toMatchObject({ databasePoolSize: 10, searchConnections: 2 });
    expect(loadConfig({ ...cluster, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ ...cluster, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
