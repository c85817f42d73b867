import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';

// npm start: build what is not built (or is out of date), then run the server in this terminal.
// npm runs a script through `sh -c`, and a shell waiting for its child dies of SIGTERM without passing
// it on: npm forwards a process manager's SIGTERM to that shell, and the server would be left running.
// So the script is `exec node scripts/start.mjs` (the shell becomes this process), and this process
// passes SIGTERM to the server and exits when the server has stopped.
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
