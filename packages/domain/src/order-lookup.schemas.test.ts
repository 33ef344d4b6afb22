import { describe, expect, it } from 'vitest';
import { MyOrdersQuery, OrderLookupQuery } from './order-lookup.schemas';
import { CHECKOUT_MESSAGES as M } from './order.schemas';

describe('OrderLookupQuery', () => {
  it('takes the id as text or number and the e-mail case-insensitively', () => {
    expect(OrderLookupQuery.parse({ order_id: ' 12345678 ', email: ' An@Example.com ' })).toEqual({
      order_id: 12345678,
      email: { email: 'an@example.com' },
    });
    expect(OrderLookupQuery.parse({ order_id: 12345678, email: 'a@b.vn' }).order_id).toBe(12345678);
  });

  it('reads e-mails as e-mails and phones in any form as the local phone', () => {
    const contact = (email: string) => OrderLookupQuery.parse({ order_id: '1', email }).email;
    expect(contact(' An@Example.com ')).toEqual({ email: 'an@example.com' });
    expect(contact('0909 123 456')).toEqual({ phone: '0909123456' });
    expect(contact('+84 909 123 456')).toEqual({ phone: '0909123456' });
    expect(contact('84909123456')).toEqual({ phone: '0909123456' });
  });

  it('uses the spec messages', () => {
    const issues = (input: unknown) =>
      OrderLookupQuery.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([
      ['order_id', M.orderIdRequired],
      ['email', M.emailRequired],
    ]);
    expect(issues({ order_id: '', email: '' })).toEqual([
      ['order_id', M.orderIdRequired],
      ['email', M.emailRequired],
    ]);
    expect(issues({ order_id: 'abc', email: 'x' })).toEqual([
      ['order_id', M.orderIdInvalid],
      ['email', M.emailInvalid],
    ]);
    expect(issues({ order_id: '99999999999', email: 'a@b.vn' })).toEqual([['order_id', M.orderIdInvalid]]);
    expect(issues({ order_id: '1', email: '0209 123 456' })).toEqual([['email', M.phoneInvalid]]);
    expect(issues({ order_id: '1', email: 'a'.repeat(250) + '@b.vn' })).toEqual([['email', M.emailInvalid]]);
  });
});

describe('MyOrdersQuery', () => {
  it('pages from 1', () => {
    expect(MyOrdersQuery.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(MyOrdersQuery.parse({ page: '3', page_size: '5' })).toEqual({ page: 3, page_size: 5 });
    expect(MyOrdersQuery.parse({ page_size: '100000' })).toEqual({ page: 1, page_size: 100 });
    expect(MyOrdersQuery.safeParse({ page_size: '0' }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: 'x' }).success).toBe(false);
  });
});
