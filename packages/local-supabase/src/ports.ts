import net from 'node:net';
import { PORT_VARIABLES, type StackConfig } from './config.ts';

/** Thrown when a port the stack needs is already taken; the message names the variable to change. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
    readonly host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use. Stop whatever is using it, or choose another port with ` +
        `the environment variable ${variable} (e.g. ${variable}=${port + 100}).`,
    );
    this.name = 'PortInUseError';
  }
}

/** Resolves true when nothing listens on host:port (we can bind it ourselves), false when taken. */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
      else reject(err);
    });
    // exclusive: a port held by another process in this cluster of workers still counts as taken.
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Checks every port the stack will bind, before anything starts, so a clash is reported once,
 * clearly, instead of as a half-started stack.
 */
export async function assertPortsFree(config: StackConfig): Promise<void> {
  const wanted: { key: keyof typeof PORT_VARIABLES; host: string }[] = [
    { key: 'apiPort', host: config.host },
    { key: 'postgrestPort', host: '127.0.0.1' },
  ];
  if (!config.databaseUrl) wanted.push({ key: 'dbPort', host: '127.0.0.1' });
  const seen = new Map<number, string>();
  for (const { key, host } of wanted) {
    const port = config[key];
    const other = seen.get(port);
    if (other) {
      throw new Error(
        `${PORT_VARIABLES[key]} and ${other} both ask for port ${port}; give each service its own port.`,
      );
    }
    seen.set(port, PORT_VARIABLES[key]);
    if (!(await isPortFree(port, host))) throw new PortInUseError(port, PORT_VARIABLES[key], host);
  }
}
