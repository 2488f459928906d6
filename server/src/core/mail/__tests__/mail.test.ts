import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrate, type Db } from '../../db';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { startJobWorker } from '../../jobs';
import { escapeHtml, mailJobHandlers, queueMail, smtpTransport, walletAccessMail, type MailTransport } from '..';
import { mailRetryDelayMs } from '../delivery';
import { translate } from '../../i18n';

/** A port nothing listens on yet: a mail server that is down, until a test starts one there. */
async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

test('mail is retried after 1 minute, then twice as long each time, at most an hour apart', () => {
  assert.deepEqual([1, 2, 3, 6, 7, 8, 30].map((attempt) => mailRetryDelayMs(attempt) / 60_000), [1, 2, 4, 32, 60, 60, 60]);
});

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

  async start(listenOn = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(listenOn, '127.0.0.1', resolve));
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

    /** Time passes for the queue and the outbox (the test's clock, not a real wait): every due time and age moves back. */
    const advance = async (minutes: number) => {
      await db.query(`update jobs set run_at = run_at - make_interval(mins => $1) where status = 'queued'`, [minutes]);
      await db.query(`update mail_outbox set created_at = created_at - make_interval(mins => $1)`, [minutes]);
    };
    /** Minutes until the mail's job runs again. */
    const minutesToNextAttempt = async () =>
      (await db.query<{ minutes: number }>(`select extract(epoch from run_at - now())::float / 60 as minutes from jobs where queue = 'mail.send' and status = 'queued'`))[0]
        ?.minutes;
    const customerNamed = async (name: string) =>
      (await db.query<{ id: number }>('insert into enterprise_customers (name) values ($1) returning id', [name]))[0].id;
    const undeliveredNotices = async (customerId: number) =>
      (await db.query<{ message: string; metadata: { mail_outbox_id: number } }>(
        `select message, metadata from notifications where enterprise_customer_id = $1 and notification_type = 'mail_undelivered'`,
        [customerId],
      ));

    test('a refused message is retried and the attempts and last error are recorded until it goes through', async () => {
      smtp.refuseNext = 2;
      const id = await queueMail(db, { customerId: null, to: 'gatehouse@north-river.example.com', ...walletMail() });
      await deliverWith(smtpTransport(smtpUrl));
      assert.equal((await outboxRow(db, id)).status, 'queued');
      assert.match((await outboxRow(db, id)).error ?? '', /Mailbox temporarily unavailable/);
      for (let round = 0; round < 3 && smtp.received.length === 0; round++) {
        await advance(60);
        await deliverWith(smtpTransport(smtpUrl));
      }
      assert.equal(smtp.received.length, 1);
      const row = await outboxRow(db, id);
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 3);
      assert.equal(row.error, null);
    });

    test('a mail server down for two hours (the old limit was 5 minutes) gets the mail once it is back, exactly once', async () => {
      const port = await freePort();
      const transport = smtpTransport(`smtp://mailer:s3cret@127.0.0.1:${port}`);
      const customerId = await customerNamed('Outage Roofing Ltd.');
      const id = await queueMail(db, { customerId, to: 'hse@client-site.example.com', ...walletMail() });

      const waits: number[] = [];
      let down = 0;
      while (down < 120) {
        await deliverWith(transport);
        const wait = Math.round(await minutesToNextAttempt());
        waits.push(wait);
        await advance(wait);
        down += wait;
      }
      assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60]);
      const waiting = await outboxRow(db, id);
      assert.equal(waiting.status, 'queued', 'still to be sent after 7 failed attempts over two hours');
      assert.equal(waiting.attempts, 7);
      assert.match(waiting.error ?? '', /ECONNREFUSED/);
      assert.deepEqual(await undeliveredNotices(customerId), []);

      const back = new TestSmtpServer();
      await back.start(port);
      try {
        await deliverWith(transport);
        await advance(24 * 60);
        await deliverWith(transport);
        assert.equal(back.received.length, 1);
        assert.deepEqual(back.received[0].to, ['hse@client-site.example.com']);
        const row = await outboxRow(db, id);
        assert.equal(row.status, 'sent');
        assert.equal(row.attempts, 8);
      } finally {
        await back.close();
      }
    });

    test('after 24 hours of failures the mail is failed and the staff notified; when mail goes through again it is sent, once', async () => {
      const port = await freePort();
      const transport = smtpTransport(`smtp://mailer:s3cret@127.0.0.1:${port}`);
      const customerId = await customerNamed('Long Outage Electric Inc.');
      const id = await queueMail(db, { customerId, to: 'gatehouse@north-river.example.com', ...walletMail() });

      let rounds = 0;
      for (; rounds < 60 && (await outboxRow(db, id)).status !== 'failed'; rounds++) {
        await deliverWith(transport);
        const wait = await minutesToNextAttempt();
        if (wait !== undefined) await advance(Math.ceil(wait));
      }
      const failed = await outboxRow(db, id);
      assert.equal(failed.status, 'failed');
      assert.ok(failed.attempts > 20, `${failed.attempts} attempts`);
      const [age] = await db.query<{ hours: number }>('select extract(epoch from now() - created_at)::float / 3600 as hours from mail_outbox where id = $1', [id]);
      assert.ok(age.hours >= 24 && age.hours < 26, `failed after ${age.hours} hours`);
      const notices = await undeliveredNotices(customerId);
      assert.equal(notices.length, 1);
      assert.equal(notices[0].metadata.mail_outbox_id, id);
      assert.match(translate(notices[0].message, 'en-CA'), /^An e-mail to gatehouse@north-river\.example\.com \(“Dana Whitfield shared their credential wallet with you”\) could not be delivered/);
      assert.match(translate(notices[0].message, 'fr-CA'), /^Un courriel à gatehouse@north-river\.example\.com .* n’a pas pu être livré/);
      const [job] = await db.query<{ status: string }>(`select status from jobs where queue = 'mail.send'`);
      assert.equal(job.status, 'done');

      const back = new TestSmtpServer();
      await back.start(port);
      try {
        const next = await queueMail(db, { customerId, to: 'hse@client-site.example.com', ...walletMail() });
        await deliverWith(transport);
        await advance(24 * 60);
        await deliverWith(transport);
        assert.deepEqual(back.received.map((m) => m.to[0]).sort(), ['gatehouse@north-river.example.com', 'hse@client-site.example.com']);
        assert.equal((await outboxRow(db, id)).status, 'sent');
        assert.equal((await outboxRow(db, next)).status, 'sent');
        assert.equal((await undeliveredNotices(customerId)).length, 1);
      } finally {
        await back.close();
      }
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
