import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

// A TCP relay in front of a test's real PostgreSQL server, on a free loopback port: the test decides, connection by
// connection, what passes, so it can play the server's side of a fault (a session ended mid-setup, a connection
// never answered) that the server itself does not make on demand.

/** What the relay's handler gets for each connection a client opens. */
export interface RelayedConnection {
  /** The client's socket. */
  client: Socket;
  /** Which connection this is, 1 for the first. */
  number: number;
  /** Opens the connection to the server; either side closing closes the other. Data is the handler's to pass. */
  open(): Socket;
}

/** A relay to the server at `databaseUrl`; `url` is the same database through the relay. */
export async function startRelay(databaseUrl: string, handle: (connection: RelayedConnection) => void) {
  const target = new URL(databaseUrl);
  let connections = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };
  const server = createServer((client) => {
    connections += 1;
    track(client);
    handle({
      client,
      number: connections,
      open() {
        const upstream = track(connect(Number(target.port), target.hostname));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        return upstream;
      },
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.href,
    /** How many connections clients have opened. */
    get connections() {
      return connections;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
