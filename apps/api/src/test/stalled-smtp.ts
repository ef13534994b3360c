import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface StalledSmtp {
  port: number;
  /** Connections accepted so far. */
  connections(): number;
  /** When the first silent connection was given up by the client (epoch ms), once it is. */
  firstSilentClosed: Promise<number>;
  close(): Promise<void>;
}

/**
 * A TCP server on loopback that accepts connections and never sends the SMTP greeting,
 * as a hung or overloaded mail server does. With `forwardTo`, only the first
 * `silentConnections` connections hang; later ones are piped to that port (a real SMTP
 * server), so one stuck connection sits beside working ones.
 */
export async function startStalledSmtp({ silentConnections = Infinity, forwardTo }: { silentConnections?: number; forwardTo?: number } = {}): Promise<StalledSmtp> {
  const open = new Set<Socket>();
  let accepted = 0;
  let silentClosed: (at: number) => void = () => undefined;
  const firstSilentClosed = new Promise<number>((resolve) => (silentClosed = resolve));
  const server = createServer((socket) => {
    accepted += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (accepted <= silentConnections || forwardTo === undefined) {
      socket.on('close', () => silentClosed(Date.now()));
      return; // says nothing, reads nothing
    }
    const upstream = connect(forwardTo, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    firstSilentClosed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
