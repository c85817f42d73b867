import { spawn } from 'node:child_process';
import { join } from 'node:path';

// npm run dev: the API restarting on change (port 3000) and Vite with hot reload (port 5173),
// which proxies /api and /data to the API. Ctrl+C stops both.
const root = join(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@coursecards/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// When one side stops, stop the other; the first failure decides the exit code.
for (const child of children)
  child.on('exit', (code) => {
    stop();
    if (!process.exitCode) process.exitCode = code ?? 0;
  });
