// Kill -9 between placing an order and its mail being sent; after the restart the mail goes out
// once. The real server (`src/server.ts`) on the test's database, a real SMTP peer that holds the mail in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { type CrashServer, openCrashServer, sleep } from '../../testing/crash-server';

const PORT = Number(process.env.CRASH_MAIL_PORT ?? 4211);

let smtp: SmtpCapture;
let server: CrashServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await openCrashServer({ port: PORT, name: 'mail', env: { SMTP_URL: smtp.url } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A shopper's order of one demo product (one without variants), paid in cash; answers its id and address. */
const placeOrder = () => server.placeOrder(() => ({ shipping_fee: 0, promotion_ids: [], note: '' }));

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

/** Exactly one mail for `to` within the time, and still one a while later. */
async function expectOneMail(to: string, subject: string) {
  const deadline = Date.now() + 30_000;
  while (mailsTo(to).length === 0 && Date.now() < deadline) await sleep(100);
  await sleep(2000);
  expect(mailsTo(to).map((m) => m.subject)).toEqual([subject]);
}

describe('kill -9 between placing an order and sending its mail', () => {
  it('a mail in flight at the SMTP server when the process dies goes out once after the restart', async () => {
    await server.start();
    smtp.hold();
    const held = smtp.mails.length;
    const order = await placeOrder();
    // The worker has handed the mail to the SMTP server, which hasn't accepted it yet: kill -9 now.
    await smtp.waitForHeld(1, 20_000);
    await server.kill();
    await sleep(300);
    smtp.release();
    expect(smtp.mails.length).toBe(held);

    await server.start();
    await expectOneMail(order.email, `Đặt hàng thành công - đơn hàng #${order.id}`);
  }, 180_000);

  it('an order acknowledged the moment before the kill gets its mail once after the restart', async () => {
    if (!server.running) await server.start();
    smtp.hold();
    const order = await placeOrder();
    await server.kill();
    await sleep(300);
    smtp.release();

    await server.start();
    await expectOneMail(order.email, `Đặt hàng thành công - đơn hàng #${order.id}`);
    await server.kill();
  }, 180_000);
});
