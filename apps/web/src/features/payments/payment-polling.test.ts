import type { PaymentState } from '@shop/domain/payment.rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLLING_ERRORS, type PollPaymentOptions, pollPaymentStatus } from './payment-polling';

const waiting: PaymentState = { payment_status: 'unpaid', company_payment_received: false, payment_method: 'sepay' };
const paidOnly: PaymentState = { payment_status: 'paid', company_payment_received: false, payment_method: 'sepay' };
const complete: PaymentState = { payment_status: 'paid', company_payment_received: true, payment_method: 'sepay' };

/** A check that answers from a script, one entry per read (an Error is thrown). */
function scripted(answers: (PaymentState | Error)[]) {
  const fn = vi.fn(async () => {
    const next = answers.shift() ?? waiting;
    if (next instanceof Error) throw next;
    return next;
  });
  return fn;
}

async function run(options: Omit<PollPaymentOptions, 'signal'> & { signal?: AbortSignal }) {
  const promise = pollPaymentStatus({ signal: new AbortController().signal, ...options });
  await vi.runAllTimersAsync();
  return promise;
}

describe('pollPaymentStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('succeeds once the payment is paid and received, not when it is only marked paid', async () => {
    const check = scripted([waiting, paidOnly, complete]);
    const states: number[] = [];
    const outcome = await run({ check, onState: (_s, attempt) => states.push(attempt) });
    expect(outcome).toEqual({ type: 'success', state: complete });
    expect(check).toHaveBeenCalledTimes(3);
    expect(states).toEqual([1, 2, 3]);
  });

  it('reads at once, then every 3000 ms', async () => {
    const check = scripted([waiting, waiting, complete]);
    const promise = pollPaymentStatus({ check, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(3);
    await expect(promise).resolves.toMatchObject({ type: 'success' });
  });

  it('times out with "Payment timeout" after 100 unpaid reads by default', async () => {
    const check = scripted([]);
    const outcome = await run({ check });
    expect(outcome).toEqual({ type: 'timeout', error: POLLING_ERRORS.paymentTimeout });
    expect(check).toHaveBeenCalledTimes(100);
  });

  it('takes the attempts it is given (the /payment page: 200)', async () => {
    const check = scripted([]);
    await run({ check, maxAttempts: 200 });
    expect(check).toHaveBeenCalledTimes(200);
  });

  it('retries failed reads and times out with "Timeout: Unable to get payment status" when the last one fails', async () => {
    const check = scripted([new Error('down'), waiting, new Error('down')]);
    const outcome = await run({ check, maxAttempts: 3 });
    expect(outcome).toEqual({ type: 'timeout', error: POLLING_ERRORS.statusUnavailable });
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('recovers from a failed read', async () => {
    const check = scripted([new Error('down'), complete]);
    await expect(run({ check })).resolves.toMatchObject({ type: 'success' });
  });

  it('ends with "Polling failed" on an error retrying cannot fix', async () => {
    const fatal = new Error('gone');
    const check = scripted([waiting, fatal]);
    const outcome = await run({ check, isFatal: (e) => e === fatal });
    expect(outcome).toEqual({ type: 'error', error: POLLING_ERRORS.failed });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops without an outcome when aborted', async () => {
    const controller = new AbortController();
    const check = scripted([]);
    const promise = pollPaymentStatus({ check, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3000);
    controller.abort();
    await vi.runAllTimersAsync();
    await expect(promise).resolves.toBeNull();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
