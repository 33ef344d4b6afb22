import { USER_ROLES } from '@shop/domain/user-role';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerGroups } from './wholesale';

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    ward: text('ward').notNull().default(''),
    /** DESIGN §8: customer, staff or admin; only staff:create, ADMIN_EMAIL and admins change it. */
    role: userRole('role').notNull().default('customer'),
    /** Kept for the spec's `is_staff`, and always role ≠ customer: the database derives it, so the two can't disagree. */
    isStaff: boolean('is_staff')
      .notNull()
      .generatedAlwaysAs(sql`role <> 'customer'`),
    /** A disabled account signs in nowhere, and its tokens stop working at once (the guard reads this). */
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped when the password changes; tokens carry it, so older tokens stop working (DESIGN §7). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The shopper's order updates on Zalo (DESIGN §14); off: mails only. */
    zaloNotifications: boolean('zalo_notifications').notNull().default(true),
    /** The customer's group (DESIGN §13: its quantity prices); null for most. */
    customerGroupId: integer('customer_group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
  ],
);
