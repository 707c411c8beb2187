import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Vouch } from './client.js';
import { VouchError } from './errors.js';
import { listen } from './listen.js';
import { isTriggerable, trigger, triggers } from './trigger.js';
import { newWebhookSecret } from './webhooks.js';

const USAGE = `Usage:
  vouch listen --forward-to <url> [--events <type,type>] [--print-secret]
  vouch trigger <event> --redirect-url <url>

  The API key comes from --api-key or VOUCH_API_KEY (it needs the events scope to listen and the
  sessions scope to trigger); Vouch's address from --api-url or VOUCH_API_URL (default http://localhost:3000).

  listen    forwards the key's events (test or live, as the key) to <url> as webhooks, signed with
            a local secret kept in ~/.config/vouch/listen-secret: verify them with it.
  trigger   makes a test session fire <event>: ${Object.keys(triggers).join(', ')}.`;

/** The local signing secret of `listen`: made once, kept for the next runs (0600). */
export function localSecret(env: NodeJS.ProcessEnv = process.env): string {
  const dir = path.join(env.XDG_CONFIG_HOME || path.join(homedir(), '.config'), 'vouch');
  const file = path.join(dir, 'listen-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = newWebhookSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The command: answers its exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'forward-to': { type: 'string' },
        events: { type: 'string' },
        'print-secret': { type: 'boolean' },
        'redirect-url': { type: 'string' },
        'api-key': { type: 'string' },
        'api-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'listen' && values['print-secret']) {
    console.log(localSecret(env));
    return 0;
  }
  const apiKey = values['api-key'] ?? env.VOUCH_API_KEY ?? '';
  let vouch: Vouch;
  try {
    vouch = new Vouch({
      apiKey,
      baseUrl: values['api-url'] ?? env.VOUCH_API_URL ?? 'http://localhost:3000',
    });
  } catch (err) {
    console.error(
      `${(err as Error).message} (--api-key or VOUCH_API_KEY, --api-url or VOUCH_API_URL)`,
    );
    return 2;
  }
  try {
    if (command === 'listen') return await listenCommand(vouch, values, env);
    if (command === 'trigger') return await triggerCommand(vouch, rest[0], values['redirect-url']);
  } catch (err) {
    console.error(err instanceof VouchError ? explain(err) : (err as Error).message);
    return 1;
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  return 2;
}

async function listenCommand(
  vouch: Vouch,
  values: { 'forward-to'?: string; events?: string },
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const forwardTo = values['forward-to'];
  if (!forwardTo || !URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol)) {
    console.error(
      '--forward-to is the http(s) URL of your webhook handler, e.g. http://localhost:4000/hooks',
    );
    return 2;
  }
  const secret = localSecret(env);
  console.log(`Your webhook signing secret is ${secret} (Ctrl-C to quit)`);
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  await listen({
    vouch,
    forwardTo,
    secret,
    types: values.events
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    log: (line) => console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`),
    signal: stop.signal,
  });
  return 0;
}

async function triggerCommand(
  vouch: Vouch,
  type: string | undefined,
  redirectUrl: string | undefined,
): Promise<number> {
  if (!type || !isTriggerable(type)) {
    console.error(`vouch trigger <event>: one of ${Object.keys(triggers).join(', ')}`);
    return 2;
  }
  if (!redirectUrl) {
    console.error(
      '--redirect-url is needed: a URL on one of your organisation’s redirect origins (console → Settings)',
    );
    return 2;
  }
  const session = await trigger(vouch, type, redirectUrl);
  console.log(`Triggered ${type}: session ${session.id} is ${session.status}`);
  return 0;
}

/** A problem, with what to do about the usual ones. */
function explain(err: VouchError): string {
  const hint =
    err.status === 401
      ? ' Check the key (console → API keys).'
      : err.code === 'missing-scope'
        ? ' Give the key the scope it lacks (console → API keys → Scopes).'
        : '';
  return `${err.message}${hint}${err.requestId ? ` (request ${err.requestId})` : ''}`;
}
