import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { startServer } from './start-server.ts';

/** One server for the run, built from the current sources; its URL reaches the workers by environment. */
export default async function globalSetup() {
  ensureBuilt();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
