import { ConfigError, loadConfig } from './config.js';

/**
 * `npm start`'s process. The configuration is read and checked before the app is loaded, so a
 * start refused for a missing secret or a test double says so at once (serve.ts does the rest).
 */
async function main() {
  const config = loadConfig();
  const { serve } = await import('./serve.js');
  await serve(config);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
