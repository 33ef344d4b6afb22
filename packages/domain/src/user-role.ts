/**
 * Account roles (DESIGN §8), declared once for the database enum, the schemas and both apps. Staff run orders,
 * catalogue and content; admins also manage staff accounts and shop settings; customers only shop.
 */
export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles that may enter the back office. */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Khách hàng',
  staff: 'Nhân viên',
  admin: 'Quản trị viên',
};

/** `is_staff` of DESIGN §8: every role but customer. */
export function isStaffRole(role: UserRole): boolean {
  return role !== 'customer';
}

/**
 * Whether `role` may make a call that needs `required`: admin covers staff, staff covers nothing beyond itself,
 * and a customer is never enough for a back-office call.
 */
export function roleAllows(role: UserRole, required: StaffRole): boolean {
  return required === 'staff' ? isStaffRole(role) : role === 'admin';
}
