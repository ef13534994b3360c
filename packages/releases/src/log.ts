/** The part of a pino logger (Fastify's `app.log`) the release platform writes to. */
export interface ReleaseLog {
  info(message: string): void;
  info(details: object, message: string): void;
  error(details: { err: unknown }, message: string): void;
}
