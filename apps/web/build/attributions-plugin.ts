import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface PackageAttribution {
  name: string;
  version: string;
  license: string;
  url: string | null;
}

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
}

interface PackageJson {
  homepage?: string;
  repository?: string | { url?: string };
  license?: string | { type?: string };
}

const FILE = 'attributions.json';

function linkOf(manifest: PackageJson, name: string): string | null {
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const candidate = manifest.homepage ?? repository;
  if (!candidate) return `https://www.npmjs.com/package/${name}`;
  if (/^github:/.test(candidate) || /^[\w.-]+\/[\w.-]+$/.test(candidate)) {
    return `https://github.com/${candidate.replace(/^github:/, '')}`;
  }
  const url = candidate
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
  return /^https?:\/\//.test(url) ? url : `https://www.npmjs.com/package/${name}`;
}

/**
 * Every package the product ships (the runtime dependencies of the server and the web app in the lockfile,
 * not the build and test tools), with version, licence and home page, read from what is installed.
 */
export function collectAttributions(root: string): PackageAttribution[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const seen = new Map<string, PackageAttribution>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
    const manifestFile = path.join(root, location, 'package.json');
    if (!existsSync(manifestFile)) continue; // an optional package for another platform
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageJson;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const license =
      entry.license ??
      (typeof manifest.license === 'string' ? manifest.license : manifest.license?.type) ??
      'See the package';
    seen.set(`${name}@${entry.version}`, {
      name,
      version: entry.version,
      license,
      url: linkOf(manifest, name),
    });
  }
  return [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/** Writes attributions.json into the build, and serves it from the dev server. */
export function attributions(root: string): Plugin {
  return {
    name: 'cardbinder-attributions',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: JSON.stringify(collectAttributions(root)) });
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(collectAttributions(root)));
      });
    },
  };
}
