import pg from 'pg';

/**
 * A database of this script's own on the server TEST_DATABASE_URL names, made empty for each run
 * (the server migrates it on start), so nothing here touches the database other tests use.
 */
export async function freshPostgresDatabase(testUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
