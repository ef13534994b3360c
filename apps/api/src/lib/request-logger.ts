import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that makes its pino child (bound to the reqId) on the first line it
 * writes. Fastify makes a child for every request; at the levels a site runs (warn in
 * production) nearly no request writes a line, and making the child cost myProduct a
 * few per cent of its time (issue 7, docs/decisions/0020). Lines it writes are the
 * child's: same bindings, serializers, redaction and destination.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #write(level: Level, args: LogArguments): void {
    // Nothing is made for a line the level drops (the parent's level is the child's).
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#logger[level] as (...args: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: LogArguments): void {
    this.#write('fatal', args);
  }

  error(...args: LogArguments): void {
    this.#write('error', args);
  }

  warn(...args: LogArguments): void {
    this.#write('warn', args);
  }

  info(...args: LogArguments): void {
    this.#write('info', args);
  }

  debug(...args: LogArguments): void {
    this.#write('debug', args);
  }

  trace(...args: LogArguments): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger, or a pino child at once when the route
 * sets its own level or serializers (none of ours does). `logger` is the pino logger
 * Fastify made from loggerOptions().
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings);
}
