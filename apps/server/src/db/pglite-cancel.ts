/**
 * Cancelling a running statement on the embedded database (issue 38). PGlite runs PostgreSQL as WebAssembly
 * on one thread: statement_timeout's timer is a JavaScript timer that fires only after the statement ends, and
 * nothing else can run while it executes. But PostgreSQL itself calls out to JavaScript to read the clock,
 * and with per-node timing on (auto_explain's log_analyze and log_timing, which the sandbox sets for its own
 * transaction only) it does so for every row a plan node returns. This wraps those clock imports: once an armed
 * deadline has passed, the next clock read sets PostgreSQL's own QueryCancelPending and InterruptPending flags
 * in the module's memory, and the statement stops at its next interrupt check with SQLSTATE 57014, the same
 * error statement_timeout raises, its transaction aborted cleanly.
 * Installed in the PGlite child process (pglite-server.ts) before PGlite is created; a process that hosts several
 * databases takes each one's canceller right after creating it, so a deadline stops only that database's statement.
 */

type Imports = Record<string, Record<string, unknown>>;
type ClockImport = ((...args: unknown[]) => unknown) & { sig?: string };
// the few WebAssembly shapes used here (the server's TypeScript has no DOM or WebAssembly library)
interface WasmGlobal {
  value: unknown;
}
interface WasmMemory {
  buffer: ArrayBuffer;
}
interface Exports {
  QueryCancelPending?: WasmGlobal;
  InterruptPending?: WasmGlobal;
  memory?: WasmMemory;
}
type Instantiated = { instance: { exports: Exports } } | { exports: Exports };
const wasm = (globalThis as unknown as { WebAssembly: { instantiate(...args: unknown[]): Promise<unknown> } })
  .WebAssembly;

const CLOCK_IMPORTS = ['clock_time_get', 'emscripten_get_now'];

export interface StatementCanceller {
  /** arm a deadline `ms` from now; the statement running past it is cancelled */
  arm(ms: number): void;
  disarm(): void;
  /** the PostgreSQL module was found and its clock wrapped */
  readonly installed: boolean;
}

interface ModuleState {
  deadline: number;
  cancel?: () => void;
}

export interface StatementCancellers {
  /** the canceller of the PostgreSQL module instantiated last: take it right after `PGlite.create` */
  latest(): StatementCanceller;
}

export function installStatementCancellers(): StatementCancellers {
  let latest: ModuleState | null = null;
  const instantiate = wasm.instantiate.bind(wasm);

  async function wrappedInstantiate(source: unknown, imports?: Imports) {
    const state: ModuleState = { deadline: Infinity };
    // only these two: reading another key of dynamic linking's GOT.* proxies would create a symbol
    for (const module of ['env', 'wasi_snapshot_preview1'].filter((name) => imports && name in imports)) {
      for (const name of CLOCK_IMPORTS) {
        const clock = imports![module]![name] as ClockImport | undefined;
        if (typeof clock !== 'function') continue;
        const wrapped: ClockImport = (...args) => {
          if (state.cancel && performance.now() > state.deadline) {
            state.deadline = Infinity;
            state.cancel();
          }
          return clock(...args);
        };
        wrapped.sig = clock.sig;
        imports![module]![name] = wrapped;
      }
    }
    const result = (await instantiate(source, imports)) as Instantiated;
    const { exports } = 'instance' in result ? result.instance : result;
    const memory = exports.memory ?? (imports?.env?.memory as WasmMemory | undefined);
    if (exports.QueryCancelPending && exports.InterruptPending && memory) {
      const queryCancel = exports.QueryCancelPending.value as number;
      const interrupt = exports.InterruptPending.value as number;
      state.cancel = () => {
        const view = new DataView(memory.buffer);
        view.setInt32(queryCancel, 1, true);
        view.setInt32(interrupt, 1, true);
      };
      latest = state;
    }
    return result;
  }
  wasm.instantiate = wrappedInstantiate as (...args: unknown[]) => Promise<unknown>;

  return {
    latest() {
      const state = latest;
      return {
        arm: (ms) => {
          if (state) state.deadline = performance.now() + ms;
        },
        disarm: () => {
          if (state) state.deadline = Infinity;
        },
        installed: state !== null,
      };
    },
  };
}
