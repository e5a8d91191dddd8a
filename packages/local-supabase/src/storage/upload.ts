import Busboy from 'busboy';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { ERRORS, StorageError } from './errors.ts';
import { discardStaged, stageUpload, type StagedFile } from './files.ts';

export interface ReceivedUpload {
  staged: StagedFile;
  /** Declared content type (header of a raw body, part type of a multipart file). */
  contentType: string | undefined;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const HEADER_SAFE = /^[\x20-\x7e]{0,256}$/;

function checkCacheControl(value: string): string {
  if (!HEADER_SAFE.test(value)) throw ERRORS.invalidRequest('Invalid cache-control');
  return value;
}

function parseUserMetadata(json: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata: not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ERRORS.invalidRequest('Invalid metadata: must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function bodyStream(c: Context): Readable {
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>) : Readable.from([]);
}

/**
 * Receives an upload the way storage-js sends it, streaming the bytes to a staged file:
 * - raw body: `content-type`, `cache-control` (e.g. `max-age=3600`), optional `x-metadata`
 *   (base64 JSON);
 * - multipart/form-data: field `cacheControl` (seconds), optional field `metadata` (JSON), and
 *   the file in a part named "" (the first file part is taken, whatever its name).
 */
export async function receiveUpload(
  c: Context,
  target: { finalPath: string; key: string; bucketRoot: string },
  limit: number,
): Promise<ReceivedUpload> {
  const { finalPath, key } = target;
  const contentType = c.req.header('content-type');
  if (contentType && /^multipart\/form-data/i.test(contentType)) {
    return receiveMultipart(c, contentType, target, limit);
  }
  const xMetadata = c.req.header('x-metadata');
  const userMetadata = xMetadata
    ? parseUserMetadata(Buffer.from(xMetadata, 'base64').toString('utf8'))
    : null;
  const cacheControl = checkCacheControl(c.req.header('cache-control') ?? 'no-cache');
  const staged = await stageUpload(bodyStream(c), finalPath, key, limit);
  return { staged, contentType, cacheControl, userMetadata };
}

async function receiveMultipart(
  c: Context,
  contentType: string,
  target: { finalPath: string; key: string; bucketRoot: string },
  limit: number,
): Promise<ReceivedUpload> {
  const { finalPath, key, bucketRoot } = target;
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    });
  } catch (err) {
    throw ERRORS.invalidRequest(err instanceof Error ? err.message : 'Malformed multipart body');
  }
  const fields = new Map<string, string>();
  let staging: Promise<StagedFile> | undefined;
  let partType: string | undefined;
  // A refused file (too large) is answered at once, not after the whole body has been read:
  // staging keeps dropping the rest of the file in the background, and busboy the other parts.
  let refuse: (err: StorageError) => void = () => {};
  const refusedEarly = new Promise<StorageError>((resolve) => (refuse = resolve));
  parser.on('field', (name, value) => fields.set(name, value));
  parser.on('file', (_name, stream, info) => {
    if (staging) {
      // Only the first file is stored; later ones are read and dropped (errors included).
      stream.on('error', () => {});
      stream.resume();
      return;
    }
    partType = info.mimeType;
    staging = stageUpload(stream, finalPath, key, limit);
    staging.catch((err: unknown) => {
      if (err instanceof StorageError) refuse(err);
    });
  });

  let parseError: unknown;
  const parsed = pipeline(bodyStream(c), parser).catch((err: unknown) => {
    parseError = err;
  });
  const early = await Promise.race([parsed.then(() => undefined), refusedEarly]);
  if (early) throw early;
  const malformed = () =>
    ERRORS.invalidRequest(parseError instanceof Error ? parseError.message : 'Malformed multipart body');
  let staged: StagedFile | undefined;
  try {
    staged = await staging;
  } catch (err) {
    throw err instanceof StorageError || !parseError ? err : malformed();
  }
  if (!staged) throw parseError ? malformed() : ERRORS.invalidRequest('No content provided');
  try {
    if (parseError) throw malformed(); // the body broke off after the file part
    const seconds = fields.get('cacheControl');
    const metadata = fields.get('metadata');
    return {
      staged,
      contentType: partType,
      cacheControl: checkCacheControl(seconds ? `max-age=${seconds}` : 'no-cache'),
      userMetadata: metadata ? parseUserMetadata(metadata) : null,
    };
  } catch (err) {
    await discardStaged(staged, bucketRoot);
    throw err;
  }
}
