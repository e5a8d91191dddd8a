import pg from 'pg';

/**
 * Creates an empty database in the shared test cluster, so a test can run the migration runner or
 * a second stack (with DATABASE_URL) without touching the shared stack's database.
 */
export async function createTestDatabase(
  superUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: superUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(superUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: superUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
