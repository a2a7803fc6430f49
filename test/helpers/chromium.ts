// Debian's headless Chromium, two ways. chromium(): one process on a page, the DOM after the page's scripts ran
// (with --virtual-time-budget: no wall-clock wait) or a screenshot. launchChromium(): driven over the DevTools
// protocol on a pipe (--remote-debugging-pipe: commands in on fd 3, replies out on fd 4, each a JSON message ended
// by NUL), so a test can set a viewport (a phone's, with its device scale), open a page, wait for what the page's
// own scripts did and read it back, without a driver library. Each page is its own target; close() ends the
// browser and removes its profile. The site tests open their pages in it as a person would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface Viewport {
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
}

export const DESKTOP_900: Viewport = { width: 900, height: 900, deviceScaleFactor: 1, mobile: false };
/** a phone: 390 × 844 CSS pixels at 3 device pixels each (an iPhone 12–15's screen) */
export const PHONE: Viewport = { width: 390, height: 844, deviceScaleFactor: 3, mobile: true };

export interface ChromiumTab {
  /** a JavaScript expression evaluated in the page; a promise is awaited; the value comes back as JSON */
  evaluate<T>(expression: string): Promise<T>;
  /** evaluates `condition` until it is truthy (or throws after timeoutMs, naming it) */
  waitFor(condition: string, timeoutMs?: number): Promise<void>;
  /** the renderer's counters (Performance.getMetrics): ThreadTime is its main thread's CPU seconds */
  metrics(): Promise<Record<string, number>>;
  /** a PNG of the viewport */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Chromium {
  open(url: string, viewport: Viewport): Promise<ChromiumTab>;
  close(): Promise<void>;
}

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(join(tmpdir(), 'chromium-profile-'));
  const child: ChildProcess = spawn(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--no-first-run',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: Message) => void>();
  let buffered = Buffer.alloc(0);
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
      const message = JSON.parse(buffered.subarray(0, end).toString('utf8')) as Message;
      buffered = buffered.subarray(end + 1);
      if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(`chromium: ${message.error.message}`));
        else waiting?.resolve(message);
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error(`chromium exited: ${stderr}`));
    pending.clear();
  });
  let nextId = 1;
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: (m) => resolve(m.result ?? {}), reject });
      toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });

  async function open(url: string, viewport: Viewport): Promise<ChromiumTab> {
    const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    const call = (method: string, params: Record<string, unknown> = {}) => send(method, params, sessionId);
    await call('Page.enable');
    await call('Performance.enable');
    await call('Emulation.setDeviceMetricsOverride', { ...viewport });
    if (viewport.mobile) await call('Emulation.setTouchEmulationEnabled', { enabled: true });
    const loaded = new Promise<void>((resolve) => {
      const listener = (m: Message) => {
        if (m.sessionId === sessionId && m.method === 'Page.loadEventFired') {
          listeners.delete(listener);
          resolve();
        }
      };
      listeners.add(listener);
    });
    await call('Page.navigate', { url });
    await loaded;
    const evaluate = async <T>(expression: string): Promise<T> => {
      const reply = (await call('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
        result: { value?: T };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      };
      if (reply.exceptionDetails) {
        const { text, exception } = reply.exceptionDetails;
        throw new Error(`in the page: ${exception?.description ?? text} (evaluating ${expression.slice(0, 80)})`);
      }
      return reply.result.value as T;
    };
    return {
      evaluate,
      async waitFor(condition, timeoutMs = 120_000) {
        const started = Date.now();
        while (!(await evaluate<boolean>(`Boolean(${condition})`))) {
          if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${condition} in ${url}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      async metrics() {
        const { metrics } = (await call('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
        return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
      },
      async screenshot() {
        const { data } = (await call('Page.captureScreenshot', { format: 'png' })) as { data: string };
        return Buffer.from(data, 'base64');
      },
      async close() {
        await send('Target.closeTarget', { targetId });
      },
    };
  }

  return {
    open,
    async close() {
      if (child.exitCode === null) {
        await send('Browser.close').catch(() => undefined);
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export function chromium(
  args: string[],
  timeoutMs = 240_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
