import pino from 'pino';
import { captureLogs, type LogCapture } from '../test/log-capture.ts';
import { loggerOptions } from './logger-options.ts';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

describe('RequestLogger', () => {
  let logs: LogCapture;
  let parent: pino.Logger;
  const entries = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeEach(() => {
    logs = captureLogs();
    parent = pino(loggerOptions('warn'), logs.stream);
  });

  it('writes nothing for a level the logger drops', () => {
    const log = new RequestLogger(parent, { reqId: 'req-1' });
    log.info('incoming request');
    log.debug({ detail: 1 }, 'detail');
    expect(logs.lines).toEqual([]);
  });

  it('writes the lines it keeps with the request id, as a pino child would', () => {
    const log = new RequestLogger(parent, { reqId: 'req-7' });
    log.warn({ file: 'setup.exe' }, 'missing');
    log.error(new Error('database exploded'), 'request failed');
    log.fatal('down');
    expect(entries()).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-7', file: 'setup.exe', msg: 'missing' }),
      expect.objectContaining({ level: 50, reqId: 'req-7', msg: 'request failed', err: expect.objectContaining({ message: 'database exploded' }) }),
      expect.objectContaining({ level: 60, reqId: 'req-7', msg: 'down' }),
    ]);
  });

  it('keeps the redaction of the logger it comes from', () => {
    new RequestLogger(parent, { reqId: 'req-2' }).warn({ headers: { authorization: 'Bearer secret-value' } }, 'odd request');
    expect(logs.text()).not.toContain('secret-value');
    expect(entries()[0]).toMatchObject({ reqId: 'req-2', headers: { authorization: '[redacted]' } });
  });

  it('reads the level of its logger, and a level set on it holds for this request only', () => {
    const log = new RequestLogger(parent, { reqId: 'req-3' });
    expect(log.level).toBe('warn');
    log.level = 'debug';
    log.debug('now kept');
    new RequestLogger(parent, { reqId: 'req-4' }).debug('still dropped');
    expect(log.level).toBe('debug');
    expect(parent.level).toBe('warn');
    expect(entries()).toEqual([expect.objectContaining({ reqId: 'req-3', msg: 'now kept' })]);
  });

  it('gives children that carry the request id and their own bindings', () => {
    new RequestLogger(parent, { reqId: 'req-5' }).child({ component: 'mail' }).warn('queued');
    expect(entries()).toEqual([expect.objectContaining({ reqId: 'req-5', component: 'mail', msg: 'queued' })]);
  });

  it('is what the factory gives, unless a route sets its own level', () => {
    expect(requestLoggerFactory(parent, { reqId: 'req-6' }, {})).toBeInstanceOf(RequestLogger);
    const own = requestLoggerFactory(parent, { reqId: 'req-6' }, { level: 'info' });
    expect(own).not.toBeInstanceOf(RequestLogger);
    own.info('kept at the route level');
    expect(entries()).toEqual([expect.objectContaining({ reqId: 'req-6', msg: 'kept at the route level' })]);
  });
});
