import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './project-root.ts';

/** Reads the project's .env, if there is one; variables already set in the environment win. */
export function loadEnvFile(): void {
  const file = join(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
