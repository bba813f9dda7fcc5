import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port of the kernel's ephemeral range, which outgoing connections take their local ports from (Linux:
 * /proc/sys/net/ipv4/ip_local_port_range; 32768 where it cannot be read).
 */
function ephemeralStart(): number {
  try {
    const start = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST = 10_000;

/** Whether something can listen on `port` on 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on right now on 127.0.0.1, released for whoever takes it next: for a server that must know
 * its address before it starts (the provider needs the app's origin), or that is told a port. It is drawn at random
 * below the kernel's ephemeral range: a port the kernel picks could be handed to an outgoing connection (a browser's,
 * a test's fetch) before the server gets to listen on it.
 */
export async function freePort(): Promise<number> {
  const highest = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${highest} after 100 tries`);
}
