import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { databaseTargets, type TestDatabase } from '../../../__tests__/support/databases';
import { appOn, testConfig } from '../../../__tests__/support/app';
import { TestClient } from '../../../__tests__/support/client';
import { migrate } from '../../../core/db';
import { seedDemo } from '../../../seed/demo';
import { createFileStorage } from '../../../core/storage';

/** A loopback port nothing listens on: the mail server is down. */
async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * The + Admin invitation and its resend say the e-mail "was sent" only once the mail server took it; while the
 * mail server is down they say it is queued and will be retried (issue 27).
 */
for (const target of await databaseTargets()) {
  describe(`invitation delivery as the screen tells it on ${target.name}`, { skip: target.skip }, () => {
    let database: TestDatabase;
    let port: number;
    let smtp: SMTPServer | undefined;
    let portal: Awaited<ReturnType<typeof appOn>>;
    let owner: TestClient;
    const seedDir = mkdtempSync(join(tmpdir(), 'portal-api-'));

    before(async () => {
      database = await target.open();
      await migrate(database.db);
      await seedDemo(database.db, { storage: createFileStorage(testConfig(seedDir)) });
      port = await freePort();
      portal = await appOn(database.db, { smtpUrl: `smtp://127.0.0.1:${port}` });
      owner = new TestClient(portal.app);
      assert.equal((await owner.signIn('owner@demo.test')).status, 200);
    });
    after(async () => {
      await portal?.close();
      await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
      await database?.drop();
      rmSync(seedDir, { recursive: true, force: true });
    });

    test('while the mail server is down, the invitation and its resend are queued, not sent, in both languages', async () => {
      const invited = await owner.post('/json/users/invite', { email: 'queued.invitee@example.com', role: 'member' });
      assert.equal(invited.status, 201);
      assert.equal(invited.body.delivery, 'queued');
      assert.equal(invited.body.message, 'The invitation to queued.invitee@example.com is queued: the mail server did not take it yet, and we will keep trying for 24 hours.');
      const resent = await owner.request<{ delivery: string; message: string }>({
        method: 'POST',
        url: `/json/invites/${invited.body.invite.id}/resend`,
        headers: { 'accept-language': 'fr-CA' },
      });
      assert.equal(resent.status, 200);
      assert.equal(resent.body.delivery, 'queued');
      assert.match(resent.body.message, /^La nouvelle invitation à queued\.invitee@example\.com est en file d’attente/);
    });

    test('once the mail server takes it, the invitation was sent', async () => {
      smtp = new SMTPServer({ disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _session, callback) => stream.on('end', () => callback()).resume() });
      await new Promise<void>((done) => smtp!.listen(port, '127.0.0.1', done));
      const invited = await owner.post('/json/users/invite', { email: 'delivered.invitee@example.com', role: 'member' });
      assert.equal(invited.status, 201);
      assert.equal(invited.body.delivery, 'sent');
      assert.equal(invited.body.message, 'An invitation was sent to delivered.invitee@example.com.');
    });
  });
}
