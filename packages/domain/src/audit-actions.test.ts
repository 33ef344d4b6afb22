import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, auditActionLabel, auditTargetLabel } from './audit-actions';

describe('audit names', () => {
  it('every action is `<target_type>.<verb>` of a known target type', () => {
    for (const action of AUDIT_ACTIONS) {
      const [type, verb] = action.split('.');
      expect(AUDIT_TARGET_TYPES).toContain(type);
      expect(verb).toMatch(/^[a-z_]+$/);
    }
  });

  it.each([
    ['order.mark_paid', 'Xác nhận đã thanh toán'],
    ['order.transition', 'Chuyển trạng thái đơn hàng'],
    ['product.archive', 'product.archive'],
    ['toString', 'toString'],
  ])('action %s reads "%s"', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it.each([
    ['order', 'Đơn hàng'],
    ['store_location', 'Cửa hàng'],
    ['warehouse', 'warehouse'],
    ['__proto__', '__proto__'],
  ])('target type %s reads "%s"', (type, label) => {
    expect(auditTargetLabel(type)).toBe(label);
  });
});
