import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrate, type Db } from '../../db';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { startJobWorker } from '../../jobs';
import { escapeHtml, mailJobHandlers, queueMail, smtpTransport, walletAccessMail, type MailTransport } from '..';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The message body as a reader sees it: quoted-printable soft breaks joined and escapes decoded. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on 127.0.0.1 that wants a login and can be told to refuse the next messages. */
class TestSmtpServer {
  received: Received[] = [];
  refuseNext = 0;
  private server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://mailer:s3cret@127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface OutboxRow {
  status: string;
  attempts: number;
  error: string | null;
  sent_at: Date | null;
}

const outboxRow = async (db: Db, id: number) =>
  (await db.query<OutboxRow>('select status, attempts, error, sent_at from mail_outbox where id = $1', [id]))[0];

test('e-mail HTML escapes the text it is given; the text part keeps it as written', () => {
  const mail = walletAccessMail({
    workerName: 'Jo <script>alert(1)</script> "Sparky" O\'Neil',
    customerName: 'Smith & Sons',
    link: 'https://portal.example.com/wallet?token=abc&x="y"',
  });
  assert.ok(!mail.html.includes('<script>'));
  assert.ok(mail.html.includes('Jo &lt;script&gt;alert(1)&lt;/script&gt; &quot;Sparky&quot; O&#39;Neil'));
  assert.ok(mail.html.includes('Smith &amp; Sons'));
  assert.ok(mail.html.includes('href="https://portal.example.com/wallet?token=abc&amp;x=&quot;y&quot;"'));
  assert.ok(mail.text.includes('Jo <script>alert(1)</script> "Sparky" O\'Neil'));
  assert.equal(escapeHtml('<a href="x">'), '&lt;a href=&quot;x&quot;&gt;');
});

for (const target of await databaseTargets()) {
  describe(`mail on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let db: Db;
    const smtp = new TestSmtpServer();
    let smtpUrl: string;
    before(async () => {
      database = await target.open();
      db = database.db;
      await migrate(db);
      smtpUrl = await smtp.start();
    });
    after(async () => {
      await smtp.close();
      await database?.drop();
    });
    beforeEach(async () => {
      smtp.received = [];
      smtp.refuseNext = 0;
      await db.query('delete from jobs');
      await db.query('delete from mail_outbox');
    });

    const deliverWith = async (transport: MailTransport | null) => {
      const worker = startJobWorker(db, mailJobHandlers(db, transport, 'Trades Portal <no-reply@trades-portal.local>'), {
        pollIntervalMs: 60_000,
        retryBaseMs: 0,
      });
      await worker.drain();
      await worker.stop();
    };

    const walletMail = () =>
      walletAccessMail({ workerName: 'Dana Whitfield', customerName: 'Demo Construction Ltd.', link: 'http://localhost:8080/wallet?token=Zm9vYmFy' });

    test('over SMTP the message arrives with its recipient, subject and link, and the outbox row is sent', async () => {
      const id = await db.transaction((tx) => queueMail(tx, { customerId: null, to: 'hse@client-site.example.com', ...walletMail() }));
      assert.equal((await outboxRow(db, id)).status, 'queued');
      await deliverWith(smtpTransport(smtpUrl));

      assert.equal(smtp.received.length, 1);
      const [message] = smtp.received;
      assert.deepEqual(message.to, ['hse@client-site.example.com']);
      assert.equal(message.from, 'no-reply@trades-portal.local');
      assert.match(message.raw, /^Subject: Dana Whitfield shared their credential wallet with you\r?$/m);
      assert.match(message.raw, /^To: hse@client-site\.example\.com\r?$/m);
      const body = decodeQuotedPrintable(message.raw);
      assert.ok(body.includes('Open the wallet: http://localhost:8080/wallet?token=Zm9vYmFy'), 'text part carries the link');
      assert.ok(body.includes('href="http://localhost:8080/wallet?token=Zm9vYmFy"'), 'HTML part carries the link');

      const row = await outboxRow(db, id);
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 1);
      assert.equal(row.error, null);
      assert.ok(row.sent_at);
    });

    test('a refused message is retried and the attempts and last error are recorded until it goes through', async () => {
      smtp.refuseNext = 2;
      const id = await queueMail(db, { customerId: null, to: 'gatehouse@north-river.example.com', ...walletMail() });
      await deliverWith(smtpTransport(smtpUrl));
      assert.equal(smtp.received.length, 1);
      const row = await outboxRow(db, id);
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 3);
      assert.equal(row.error, null);
    });

    test('a mail server that keeps refusing leaves the row failed with its error after the last attempt', async () => {
      smtp.refuseNext = 100;
      const id = await queueMail(db, { customerId: null, to: 'gatehouse@north-river.example.com', ...walletMail() });
      await deliverWith(smtpTransport(smtpUrl));
      const row = await outboxRow(db, id);
      assert.equal(row.status, 'failed');
      assert.equal(row.attempts, 6);
      assert.match(row.error ?? '', /Mailbox temporarily unavailable/);
      const [job] = await db.query<{ status: string; attempts: number }>(`select status, attempts from jobs where queue = 'mail.send'`);
      assert.deepEqual(job, { status: 'failed', attempts: 6 });
    });

    test('an unreachable mail server is recorded as the error', async () => {
      const id = await queueMail(db, { customerId: null, to: 'gatehouse@north-river.example.com', ...walletMail() });
      await db.query(`update jobs set max_attempts = 1`);
      await deliverWith(smtpTransport('smtp://127.0.0.1:1'));
      const row = await outboxRow(db, id);
      assert.equal(row.status, 'failed');
      assert.match(row.error ?? '', /ECONNREFUSED/);
    });

    test('without SMTP nothing leaves the machine: the row is marked sent in the local outbox', async () => {
      const id = await queueMail(db, { customerId: null, to: 'hse@client-site.example.com', ...walletMail() });
      await deliverWith(null);
      assert.equal(smtp.received.length, 0);
      const row = await outboxRow(db, id);
      assert.equal(row.status, 'sent');
      assert.ok(row.sent_at);
    });

    test('mail queued in a transaction that rolls back is never recorded nor sent', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await queueMail(tx, { customerId: null, to: 'hse@client-site.example.com', ...walletMail() });
          throw new Error('the share failed');
        }),
      );
      await deliverWith(smtpTransport(smtpUrl));
      assert.equal(smtp.received.length, 0);
      assert.deepEqual(await db.query('select id from mail_outbox'), []);
    });
  });
}
