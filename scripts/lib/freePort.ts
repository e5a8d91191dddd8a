import net from 'node:net';

// Ports already handed out by this process. The OS may give the same ephemeral port to two
// listen(0) calls in a row once the first probe has closed, and a test that asks for several
// ports before binding any would then start two servers on one port.
const handedOut = new Set<number>();

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A TCP port of loopback that is free now and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
