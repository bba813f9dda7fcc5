import { createServer } from 'node:net';

/**
 * A port nobody listens on right now on 127.0.0.1: the kernel's choice, released for whoever takes it next. For a
 * server that must know its address before it starts (the provider needs the app's origin), or that is told a port.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
