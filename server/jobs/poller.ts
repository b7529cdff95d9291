// The polling loop of a background runner (exports, imports): start() recovers abandoned work
// and polls; each tick does one unit of work and polls again at once while there is more, or
// after `pollMs` when idle; stop() waits for the unit in hand. Timers are unref'd so a runner
// never keeps a test process alive.
export abstract class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  protected constructor(
    protected readonly pollMs: number,
    protected readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Recovers work abandoned by a dead runner (called at start and before every unit). */
  abstract recover(): Promise<unknown>;
  /** Does one unit of work; false when there was none. */
  abstract runOnce(): Promise<boolean>;

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.recover();
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let worked = false;
    try {
      await this.recover();
      worked = await this.runOnce();
    } catch (error) {
      this.log('poll failed', error);
    }
    this.schedule(worked ? 0 : this.pollMs);
  }
}

export const consoleLog = (prefix: string) => (message: string, error?: unknown) =>
  error ? console.error(`[${prefix}] ${message}`, error) : console.log(`[${prefix}] ${message}`);
