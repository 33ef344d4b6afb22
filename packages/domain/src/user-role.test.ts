import { describe, expect, it } from 'vitest';
import { USER_ROLES, USER_ROLE_LABELS, isStaffRole, roleAllows } from './user-role';

describe('roles', () => {
  it.each([
    ['customer', 'staff', false],
    ['customer', 'admin', false],
    ['staff', 'staff', true],
    ['staff', 'admin', false],
    ['admin', 'staff', true],
    ['admin', 'admin', true],
  ] as const)('%s may make a %s call: %s', (role, required, allowed) => {
    expect(roleAllows(role, required)).toBe(allowed);
  });

  it('is_staff is every role but customer', () => {
    expect(USER_ROLES.filter(isStaffRole)).toEqual(['staff', 'admin']);
  });

  it('every role has a Vietnamese label', () => {
    expect(USER_ROLES.map((r) => USER_ROLE_LABELS[r])).toEqual(['Khách hàng', 'Nhân viên', 'Quản trị viên']);
  });
});
