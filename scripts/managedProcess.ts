// A long-running child process that a test can crash and start again (the deployment's replicas, its identity
// provider, nginx), and the clean-up that runs when this process exits without having stopped them.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { waitFor } from './wait.ts';

/** One process of the deployment. */
export interface ManagedProcess {
  name: string;
  /** Its output, stdout and stderr together (JSON lines for the apps). */
  logFile: string;
  /** The running process's id, null before the first start. */
  readonly pid: number | null;
  readonly running: boolean;
  /** Starts it (again: same command, environment and ports) and resolves once it is ready. */
  start(): Promise<void>;
  /** Ends the process with `signal` and resolves once it has exited. */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** A crash: SIGKILL, no chance to finish anything; resolves once it has exited. */
  kill(): Promise<void>;
  /** A clean stop: SIGTERM, as systemd sends it (requests in flight finish), SIGKILL after 20 s. */
  stop(): Promise<void>;
}

export interface ManagedOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Where the process writes its output. */
  logFile: string;
  /** Ready when this answers 200. */
  readyUrl: string;
  readyTimeoutMs?: number;
  /** The working folder. */
  cwd: string;
}

/** Every child started here and not seen to exit: killed if this process exits without stopping them. */
const living = new Set<ChildProcess>();
/** What else to undo at exit, in order, after the children are killed. */
const exitSteps: (() => void)[] = [];
let exitHooked = false;

/**
 * Runs `step` when this process exits, after every child started by {@link managed} that still runs was killed
 * (SIGKILL). Synchronous: nothing asynchronous runs at exit.
 */
export function atExit(step?: () => void): void {
  if (step) exitSteps.push(step);
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const child of living) child.kill('SIGKILL');
    for (const next of exitSteps) next();
  });
}

/** Status of a GET, 0 when nothing answers; never throws. */
async function statusOf(url: string, timeoutMs = 3_000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Polls `url` until it answers 200, `gone()` says why it never will (the process died), or `timeoutMs` passes; `what`
 * names the wait in the error.
 */
export function until200(
  url: string,
  {
    timeoutMs = 120_000,
    gone,
    what = url,
  }: { timeoutMs?: number; gone?: () => string | null; what?: string } = {},
): Promise<void> {
  return waitFor(async () => (await statusOf(url)) === 200, `${what} (a 200 from ${url})`, {
    ms: timeoutMs,
    ...(gone ? { gone } : {}),
  }).then(() => undefined);
}

/** The last lines of a log file, for an error message. */
async function tail(file: string, lines = 30): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * One long-running process: started with `start()`, ready when `readyUrl` answers 200; `kill()` is a crash,
 * `stop()` a clean stop, and `start()` again runs it anew with the same command, environment and ports.
 */
export function managed({
  name,
  command,
  args,
  env,
  logFile,
  readyUrl,
  readyTimeoutMs = 120_000,
  cwd,
}: ManagedOptions): ManagedProcess {
  let child: ChildProcess | null = null;
  /** Resolves once the current child has exited. */
  let done: Promise<void> = Promise.resolve();
  let exited: { code: number | null; signal: NodeJS.Signals | null; error?: Error } | null = null;
  const handle: ManagedProcess = {
    name,
    logFile,
    get pid() {
      return child?.pid ?? null;
    },
    get running() {
      return child !== null && exited === null;
    },
    async start() {
      if (handle.running) throw new Error(`${name} is already running`);
      atExit();
      // The process writes its log file itself, not through a pipe to this one: Node writes to a pipe
      // synchronously, so a replica would stall on its own log lines (hundreds a second while PostgreSQL is down)
      // whenever this process, busy sending the load, read them late.
      const log = openSync(logFile, 'a');
      exited = null;
      let started: ChildProcess;
      try {
        started = spawn(command, args, { cwd, env, stdio: ['ignore', log, log] });
      } finally {
        closeSync(log);
      }
      child = started;
      living.add(started);
      done = new Promise((resolve) => {
        started.once('exit', (code, signal) => {
          living.delete(started);
          if (child === started) exited = { code, signal };
          resolve();
        });
      });
      started.once('error', (error) => {
        if (child === started) exited = { code: null, signal: null, error };
      });
      try {
        await until200(readyUrl, {
          timeoutMs: readyTimeoutMs,
          what: name,
          gone: () =>
            exited && `exited (${exited.error?.message ?? exited.signal ?? exited.code}) before it was ready`,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${message}\n--- ${name} log (${logFile}) ---\n${await tail(logFile)}`);
      }
    },
    async signal(signal) {
      const current = child;
      if (!current || exited) return;
      current.kill(signal);
      await done;
    },
    kill: () => handle.signal('SIGKILL'),
    async stop() {
      const current = child;
      if (!current || exited) return;
      const force = setTimeout(() => current.kill('SIGKILL'), 20_000);
      await handle.signal('SIGTERM');
      clearTimeout(force);
    },
  };
  return handle;
}
