import net from 'node:net';

/**
 * A TCP port free on the loopback interface right now (the system picks it). Another process could take it
 * before the caller listens, but the system hands out recently freed ports last, so that race is rare.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
