import { createConnection, createServer, type Socket } from "node:net";

/**
 * A TCP proxy in front of the test PostgreSQL server that a test can cut and restore: a real
 * database outage (connections dropped, new ones refused) without stopping the shared cluster.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = createConnection({ port: targetPort, host: targetHost });
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("close", () => open.delete(s));
      s.on("error", () => s.destroy()); // the other side's close handler ends the pair
    }
    client.pipe(upstream).on("close", () => client.destroy());
    upstream.pipe(client).on("close", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const s of open) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
