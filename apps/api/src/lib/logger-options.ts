import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { LogLevel } from '../config/variables.ts';
import { redactUrl } from './redact-url.ts';

/** What Fastify logs about a request: no headers, and a URL without secrets in it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Options for Fastify's pino logger: structured JSON to stdout (or `stream`, which
 * tests use to read the log back). Credentials are redacted wherever a header object
 * gets logged, as a second line of defence behind serializeRequest.
 */
export function loggerOptions(level: LogLevel, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
}
