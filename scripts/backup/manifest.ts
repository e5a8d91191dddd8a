/**
 * The backup file's table of contents. A backup is one gzip-compressed tar archive:
 *   manifest.json                    this manifest
 *   db/<schema>.<table>.copy         each table's rows in PostgreSQL's COPY text format
 *   storage/<bucket>/<object name>   each stored file's bytes
 * Every entry's size and SHA-256 are listed here; restore refuses an archive whose entries do
 * not match exactly (nothing missing, nothing extra, no byte changed).
 */
import * as z from 'zod';

export const BACKUP_FORMAT = 'academy-site-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const relPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split('/').some((s) => s === '..' || s === '.' || s === ''), {
    message: 'unsafe path',
  });

const tableEntry = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
  file: relPath,
  bytes: z.number().int().nonnegative(),
  sha256,
});

const sequenceEntry = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

const fileEntry = z.object({
  bucket: z.string().min(1),
  name: z.string().min(1),
  path: relPath,
  bytes: z.number().int().nonnegative(),
  sha256,
  contentType: z.string().nullable(),
  cacheControl: z.string().nullable(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.object({
    database: z.string(),
    server: z.string(),
    storage: z.enum(['disk', 'api']),
  }),
  /** Versions of the migrations applied to the database the backup was taken from. */
  migrations: z.array(z.string()),
  tables: z.array(tableEntry),
  sequences: z.array(sequenceEntry),
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntry>;
export type SequenceEntry = z.infer<typeof sequenceEntry>;
export type FileEntry = z.infer<typeof fileEntry>;

/** A refusal with a reason a person can act on; nothing has been changed when it is thrown. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
