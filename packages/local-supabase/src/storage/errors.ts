import type { DatabaseError } from 'pg';

/**
 * An error in the shape Supabase Storage renders: the HTTP status is 400 for every mapped 4xx
 * (500 stays 500), and the real status travels as a string in `statusCode`, which storage-js
 * hands to callers as `error.statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatusCode: number,
    message: string,
    readonly error: string = code,
    /** Sent with the HTTP status itself rather than 400 (e.g. 416 for ranges). */
    readonly literalStatus = false,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    if (this.literalStatus) return this.httpStatusCode;
    return this.httpStatusCode >= 500 ? this.httpStatusCode : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.httpStatusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

/** The errors this service answers, with the codes and messages of supabase/storage. */
export const ERRORS = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  keyAlreadyExists: () =>
    new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(
      'ResourceNotEmpty',
      409,
      'The bucket you tried to delete is not empty',
      'ResourceNotEmpty',
    ),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('AccessDenied', 403, message, 'Unauthorized'),
  // A literal 413, as the body-size limit in front of hosted storage answers it.
  entityTooLarge: () =>
    new StorageError(
      'EntityTooLarge',
      413,
      'The object exceeded the maximum allowed size',
      'Payload too large',
      true,
    ),
  invalidMimeType: (mime: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string, detail?: string) =>
    new StorageError('InvalidKey', 400, `Invalid key: ${key}${detail ? ` (${detail})` : ''}`),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message),
  invalidSignature: (message = 'Invalid signature') => new StorageError('InvalidSignature', 400, message),
  expiredSignature: () => new StorageError('ExpiredToken', 400, 'The provided token has expired.'),
  invalidRange: (size: number) =>
    new StorageError('InvalidRange', 416, 'invalid range provided', 'invalid_range', true, {
      'Content-Range': `bytes */${size}`,
    }),
  notFound: () => new StorageError('NotFound', 404, 'Route not found', 'not_found', true),
  internal: () => new StorageError('InternalError', 500, 'Internal server error'),
  unavailable: () => new StorageError('DatabaseError', 503, 'database unavailable', 'Service Unavailable'),
};

function isDatabaseError(err: unknown): err is DatabaseError {
  return typeof err === 'object' && err !== null && 'code' in err && 'severity' in err;
}

/**
 * Maps a PostgreSQL error raised while acting as the caller to the storage error the hosted
 * service answers. `context` chooses between the object and bucket flavours of a duplicate.
 */
export function fromDatabaseError(
  err: unknown,
  context: 'object' | 'bucket' = 'object',
): StorageError | undefined {
  if (err instanceof StorageError) return err;
  if (!isDatabaseError(err)) return undefined;
  switch (err.code) {
    case '42501': // insufficient_privilege: RLS denial or a missing grant
      return ERRORS.accessDenied(
        err.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : err.message,
      );
    case '23505':
      return context === 'bucket' ? ERRORS.bucketAlreadyExists() : ERRORS.keyAlreadyExists();
    case '23503':
      return context === 'bucket' ? ERRORS.bucketNotEmpty() : ERRORS.noSuchBucket();
    case '22P02':
    case '22023':
    case '23502':
    case '23514':
      return ERRORS.invalidRequest(err.message);
    default:
      return undefined;
  }
}
