import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

// npm start: build what is not built (or is out of date), then run the server in this terminal.
ensureBuilt();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(import.meta.dirname, '../apps/server/dist/server.js')],
  {
    stdio: 'inherit',
  },
);
// Ctrl+C reaches the server from the terminal itself; a second SIGINT would cut its graceful shutdown
// short. SIGTERM (a process manager signalling this process alone) is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
