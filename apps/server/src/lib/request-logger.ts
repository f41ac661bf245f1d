import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, bound to its id like Fastify's own, but made on the request's first line.
 * Fastify makes a pino child for every request, through pino's slow path (it always passes
 * options): about half a microsecond each, measured alone. Almost no request writes a line (the
 * access log keeps failures and slow answers), and the wrapper costs a tenth of the child.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** The parent's level until a line is written (a request never sets its own). */
  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.log.level = level;
  }

  private write(level: LevelName, args: unknown[]) {
    // A level that is off writes nothing, so it need not make the child either.
    if (!this.made && (this.parent as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) === false) return;
    (this.log[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}

/** `childLoggerFactory` for Fastify: see RequestLogger. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, Object.keys(options).length ? options : undefined);
