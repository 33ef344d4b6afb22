import { LOCATION_KINDS } from '@shop/domain/locations.rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const bannerStatus = pgEnum('banner_status', ['active', 'inactive']);
export const storeStatus = pgEnum('store_status', ['active', 'coming_soon', 'closed']);
export const locationKind = pgEnum('location_kind', LOCATION_KINDS);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull().default(''),
    status: bannerStatus('status').notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The optional schedule: shown from `starts_at` (inclusive) until `ends_at` (exclusive). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('banners_window_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Who they are, e.g. "Chủ quán trà sữa". */
    role: text('role').notNull().default(''),
    feedback: text('feedback').notNull(),
    avatarUrl: text('avatar_url'),
    rating: integer('rating').notNull().default(5),
    sortOrder: integer('sort_order').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/**
 * The places stock is kept (DESIGN §15): the shop's stores (`kind` store, listed to shoppers) and its warehouses.
 * The lowest id is "the first location", where stock goes when no location is named.
 */
export const storeLocations = pgTable('store_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: locationKind('kind').notNull().default('store'),
  holdsStock: boolean('holds_stock').notNull().default(true),
  /** Its available stock counts toward what the web sells (the public `stock`). */
  sellsOnline: boolean('sells_online').notNull().default(true),
  /** Shoppers may collect an order here. */
  pickup: boolean('pickup').notNull().default(false),
  /** The full address the shop shows (street, ward, district, province), composed from the fields below. */
  address: text('address').notNull(),
  street: text('street').notNull().default(''),
  /** Administrative unit codes of ADDRESS_STRUCTURE's data; null for a store written before they were picked. */
  cityCode: text('city_code'),
  districtCode: text('district_code'),
  wardCode: text('ward_code'),
  phone: text('phone'),
  openingHours: text('opening_hours').notNull().default(''),
  status: storeStatus('status').notNull().default('active'),
  /** WGS84; used by the shipping fee's distance to the nearest active store. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  sortOrder: integer('sort_order').notNull().default(0),
});
