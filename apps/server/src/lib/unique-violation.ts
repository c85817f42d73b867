/** A unique-constraint failure on SQLite or PostgreSQL: two requests raced for the same value. */
export function isUniqueViolation(err: unknown): err is Error {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Which column a unique violation was about, as far as the driver says (constraint or message). */
export function violatedColumn(err: Error): string {
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : err.message;
}

/** A foreign-key failure: the row written points at one a racing request has just deleted. */
export function isForeignKeyViolation(err: unknown): err is Error {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
