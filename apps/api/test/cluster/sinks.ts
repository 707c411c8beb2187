import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

/** An S3-compatible server (the s3rver package) with one bucket, in a folder of its own. */
export async function startS3(bucket: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-cluster-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials }).send(
    new CreateBucketCommand({ Bucket: bucket }),
  );
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server that keeps what it receives, and can be stopped and started on its port. */
export async function smtpSink() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.server.address() as { port: number }).port;
  };
  await listen();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** The first mail to `to` whose raw text matches, within `ms`. */
    async waitFor(to: string, match: RegExp, ms = 30_000) {
      const until = Date.now() + ms;
      for (;;) {
        const m = received.find((r) => r.to.includes(to.toLowerCase()) && match.test(r.raw));
        if (m) return m;
        if (Date.now() > until) throw new Error(`no mail ${match} to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** SMTP goes down: connections to its port are refused. */
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
}
