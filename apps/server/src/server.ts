import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { databaseConfigFor, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { loadEnvFile } from './lib/load-env-file.ts';
import { projectPaths } from './lib/project-root.ts';
import { warmUpLocalEngine } from '@coursecards/ai-engine';
import { loadStaticLists } from './infra/static-data/static-lists.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }

  const database = openDatabase(databaseConfigFor(config));
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    lists: loadStaticLists(projectPaths.lists),
    webDist: projectPaths.webDist,
    collectUnusedImages: true,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  warmUpLocalEngine();
  const { port } = app.server.address() as { port: number };
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`CourseCards is ready at http://localhost:${port} (database: ${where})`);
}

main().catch((err: unknown) => {
  console.error('CourseCards failed to start:', err);
  process.exit(1);
});
