/**
 * The parts of the benchmark tools' APIs the bench uses, so that `npm run typecheck` (tsc -p scripts) passes
 * without them: they live in scripts/bench/node_modules, installed by the first `npm run bench`. Declared modules
 * win over installed ones, so this file is what the default typecheck always sees; `npm run typecheck:bench`
 * checks the bench against the tools' own types instead (scripts/bench/tsconfig.tools.json leaves this file out).
 */

declare module 'lighthouse' {
  interface Flags {
    port?: number;
    output?: 'json' | 'html' | 'csv';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
  }
  interface Category {
    score: number | null;
    auditRefs: { id: string; weight: number }[];
  }
  interface AuditResult {
    id: string;
    score: number | null;
    numericValue?: number;
  }
  interface RunnerResult {
    lhr: {
      categories: Record<string, Category>;
      audits: Record<string, AuditResult>;
      runtimeError?: { code: string; message: string };
    };
  }
  export default function lighthouse(url: string, flags?: Flags): Promise<RunnerResult | undefined>;
}

declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    port: number;
    kill(): void;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}

declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    requests?: Request[];
  }
  interface Result {
    /** seconds */
    duration: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: object, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
