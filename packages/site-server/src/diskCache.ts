import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files in one folder up to a total size: when a write takes it over `maxBytes`, the least
 * recently used go until it is under 90% of it. What the folder held before a restart is
 * counted again at start; half-written files (`.tmp`, from a crash) are removed.
 */
export class DiskCache {
  /** Name -> size and last use. */
  private readonly entries = new Map<string, { size: number; used: number }>();
  private total = 0;
  /** Resolves once the folder exists and its files are counted. */
  readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    for (const name of await readdir(this.dir)) {
      if (name.endsWith('.tmp')) {
        await unlink(path.join(this.dir, name)).catch(() => undefined);
        continue;
      }
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      this.entries.set(name, { size: info.size, used: info.mtimeMs });
      this.total += info.size;
    }
    await this.evict();
  }

  private async evict(): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const oldest = [...this.entries].sort((a, b) => a[1].used - b[1].used);
    for (const [name, entry] of oldest) {
      if (this.total <= this.maxBytes * 0.9) break;
      this.entries.delete(name);
      this.total -= entry.size;
      await unlink(path.join(this.dir, name)).catch(() => undefined);
    }
  }

  /** The file `name`, or null when the cache does not hold it (its last use is now). */
  async read(name: string): Promise<Buffer | null> {
    await this.ready;
    const known = this.entries.get(name);
    if (!known) return null;
    const file = path.join(this.dir, name);
    const body = await readFile(file).catch(() => null);
    if (!body) {
      this.entries.delete(name);
      this.total -= known.size;
      return null;
    }
    known.used = Date.now();
    void utimes(file, new Date(), new Date()).catch(() => undefined);
    return body;
  }

  /** Keeps `body` as `name`: written whole, then renamed, so a crash never leaves half a file. */
  async write(name: string, body: Buffer): Promise<void> {
    await this.ready;
    const file = path.join(this.dir, name);
    await writeFile(`${file}.tmp`, body);
    await rename(`${file}.tmp`, file);
    const previous = this.entries.get(name);
    if (previous) this.total -= previous.size;
    this.entries.set(name, { size: body.length, used: Date.now() });
    this.total += body.length;
    await this.evict();
  }
}
