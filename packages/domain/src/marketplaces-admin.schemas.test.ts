import { describe, expect, it } from 'vitest';
import { attentionHint, attentionKinds, attentionLabel, marketplaceStatusLabel } from './marketplaces-admin.schemas';
import { ORDER_ATTENTIONS, ORDER_ATTENTION_LABELS } from './owner-day.schemas';

describe('marketplace attentions', () => {
  it('names the desk’s kinds, the marketplaces’ and, as sent, one it doesn’t know', () => {
    expect(attentionLabel('to_confirm')).toBe(ORDER_ATTENTION_LABELS.to_confirm);
    expect(attentionLabel('marketplace_cancel')).toBe('Đơn sàn khách yêu cầu hủy');
    expect(attentionLabel('marketplace_return')).toBe('Đơn sàn khách yêu cầu trả hàng');
    expect(attentionLabel('unlinked_lines')).toBe('Đơn sàn có sản phẩm chưa liên kết');
    expect(attentionLabel('new_kind')).toBe('new_kind');
    expect(attentionHint('unlinked_lines')).not.toBe('');
    expect(attentionHint('new_kind')).toBe('');
  });

  it('lists the desk’s kinds first, then the others an answer counts', () => {
    // An answer from a newer server may count a kind this build doesn't know: listed last, as sent.
    const counts = { ...Object.fromEntries(ORDER_ATTENTIONS.map((a) => [a, 0])), unlinked_lines: 2, new_kind: 1 };
    expect(attentionKinds(counts)).toEqual([...ORDER_ATTENTIONS, 'new_kind']);
    expect(attentionKinds({})).toEqual([...ORDER_ATTENTIONS]);
  });
});

describe('marketplace statuses', () => {
  it.each([
    ['IN_CANCEL', 'Người mua yêu cầu hủy'],
    ['to_return', 'Người mua yêu cầu trả hàng'],
    ['AWAITING_COLLECTION', 'Chờ đơn vị vận chuyển lấy'],
    ['SOMETHING_NEW', null],
  ])('reads %s as %s', (status, label) => {
    expect(marketplaceStatusLabel(status)).toBe(label);
  });
});
