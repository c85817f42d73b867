/**
 * What the seed may do where it runs. It writes made-up students and sets, and a demo account whose
 * password is published, so it stays out of production: with NODE_ENV=production it refuses, and
 * `--force` seeds the made-up content there but never the demo account. An unset NODE_ENV counts as
 * development here (the seed is a development tool), though the server's own default is production.
 */
export type SeedDecision =
  { run: false; message: string } | { run: true; nodeEnv: 'development' | 'test' | 'production'; demoAccount: boolean };

export function decideSeed(nodeEnv: string | undefined, force: boolean): SeedDecision {
  const env = nodeEnv === undefined || nodeEnv === '' ? 'development' : nodeEnv;
  if (env !== 'production') {
    // Anything else is left to the configuration's own check, which names a bad value.
    return { run: true, nodeEnv: env as 'development' | 'test', demoAccount: true };
  }
  if (!force) {
    return {
      run: false,
      message:
        'NODE_ENV is production: the seed writes made-up students and a demo account with a published ' +
        'password, so it does not run there. Use NODE_ENV=development for a development database, or add ' +
        '--force to seed the made-up content anyway (the demo account is never made in production).',
    };
  }
  return { run: true, nodeEnv: 'production', demoAccount: false };
}
