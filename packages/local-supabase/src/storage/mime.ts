import { fileTypeFromFile } from 'file-type';
import { ERRORS } from './errors.ts';

// type/subtype with optional parameters, no control characters (the value becomes a header).
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/;

/** Binary families whose files carry a signature: a declared type from them must be backed by the bytes. */
function needsSignature(mime: string): boolean {
  if (mime === 'image/svg+xml') return false; // text (XML): nothing to sniff
  return (
    mime.startsWith('image/') ||
    mime.startsWith('audio/') ||
    mime.startsWith('video/') ||
    mime === 'application/pdf' ||
    mime === 'application/zip' ||
    mime === 'application/gzip'
  );
}

/** `image/*`-style patterns of a bucket's `allowed_mime_types`, as supabase/storage matches them. */
export function mimeAllowed(mime: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = mime.split('/');
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === '*/*' || p === '*') return true;
    if (p.endsWith('/*')) return p.slice(0, -2) === type;
    return p === mime;
  });
}

/**
 * Decides the stored content type of an uploaded file from its bytes and the declared type:
 * - when file-type recognises the bytes, that type wins (a PNG declared as text is a PNG);
 * - when it does not, a declared image/audio/video/PDF/archive type is a lie (e.g. a text file
 *   named .png sent as image/png) and is refused; other declared types (text, JSON, SVG, ...)
 *   are kept;
 * then the bucket's allowed_mime_types must accept the result (415 InvalidMimeType otherwise).
 */
export async function resolveContentType(
  file: string,
  declared: string | undefined,
  allowed: readonly string[] | null | undefined,
): Promise<string> {
  // A malformed declaration (e.g. the string "undefined" that storage-js sends when no type was
  // given) says nothing: the bytes decide. It is never echoed into a header.
  const trimmed = (declared ?? '').trim();
  const raw = CONTENT_TYPE.test(trimmed) ? trimmed : 'application/octet-stream';
  const declaredBase = raw.split(';')[0]!.trim().toLowerCase();
  const sniffed = (await fileTypeFromFile(file))?.mime;

  let effective: string;
  let stored: string;
  if (sniffed) {
    effective = sniffed;
    stored = sniffed === declaredBase ? raw : sniffed;
  } else {
    if (needsSignature(declaredBase)) throw ERRORS.invalidMimeType(declaredBase);
    effective = declaredBase;
    stored = raw;
  }
  if (!mimeAllowed(effective, allowed)) throw ERRORS.invalidMimeType(effective);
  return stored;
}
