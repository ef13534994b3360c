import pg from 'pg';

export interface ListenerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  /** Called for each notification on the channel. */
  onNotification(payload: string | undefined): void;
  /** Called after each (re)connection: notifications sent while disconnected were lost. */
  onConnected(): void;
  log: ListenerLogger;
  /** Longest wait between reconnection attempts; default 10 s. */
  maxRetryDelayMs?: number;
}

/**
 * LISTEN on a PostgreSQL channel over a dedicated connection (pooled connections are
 * shared and would drop the subscription), reconnecting with a growing delay whenever
 * the connection fails or the server goes away.
 */
export function listenForNotifications(options: ListenOptions): NotificationListener {
  const { url, channel, onNotification, onConnected, log, maxRetryDelayMs = 10_000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, maxRetryDelayMs);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'wtm-api-releases', connectionTimeoutMillis: 5000, keepAlive: true });
    client = next;
    let failed = false;
    const lost = (error?: Error) => {
      if (failed || closed) return;
      failed = true;
      log.warn({ err: error, channel }, 'release notifications lost; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void (await next.end());
      retryDelay = 250;
      log.info({ channel }, 'listening for release notifications');
      onConnected();
    } catch (error) {
      lost(error as Error);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
