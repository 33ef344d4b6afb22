import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { roleAllows } from '@shop/domain/user-role';
import type { ReactNode } from 'react';
import { useMe } from '../../lib/session';

/** The marketplaces are the admins' (the menu hides them from staff; the API answers staff 403 anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data && !roleAllows(me.data.role, 'admin')) {
    return (
      <p role="alert" className="p-8 text-center text-gray-700">
        {ADMIN_MESSAGES.adminOnly}
      </p>
    );
  }
  return children;
}
