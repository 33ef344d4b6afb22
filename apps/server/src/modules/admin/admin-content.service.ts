import { STORE_STATUS_LABELS } from '@shop/domain/catalog.constants';
import {
  type AdminBanner,
  type AdminFeedback,
  type AdminStoreLocation,
  type BannerInput,
  type BannerUpdate,
  CONTENT_MESSAGES as M,
  type FeedbackInput,
  type FeedbackUpdate,
  type StoreLocationInput,
  type StorePlace,
  type StorePlaceQuery,
  type StoreLocationUpdate,
  inWindow,
  windowIssue,
} from '@shop/domain/content.schemas';
import type { AuditAction } from '@shop/domain/audit-actions';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { banners, feedback, storeLocations } from '../../db/schema/index';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import type { AdminUnits, Unit } from '../address/address.service';
import { catalogWriter } from '../catalog/catalog.service';
import * as repo from './admin-content.repo';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

interface Deps {
  db: Db;
  cache: ReadCache;
  audit: AuditService;
  units: AdminUnits;
  /** Told after a store write commits: the shipping fee's nearest store must use the new list at once. */
  storesChanged: () => void;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function bannerOf(b: repo.BannerRow, now = new Date()): AdminBanner {
  const starts_at = iso(b.startsAt);
  const ends_at = iso(b.endsAt);
  return {
    id: b.id,
    image_url: b.imageUrl,
    link: b.link,
    status: b.status,
    created_at: b.createdAt.toISOString(),
    sort_order: b.sortOrder,
    starts_at,
    ends_at,
    is_live: b.status === 'active' && inWindow(starts_at, ends_at, now),
  };
}

function feedbackOf(f: repo.FeedbackRow): AdminFeedback {
  return {
    id: f.id,
    name: f.name,
    role: f.role,
    feedback: f.feedback,
    avatar_url: f.avatarUrl,
    rating: f.rating,
    sort_order: f.sortOrder,
    is_hidden: f.isHidden,
    created_at: f.createdAt.toISOString(),
  };
}

function storeOf(s: repo.StoreRow): AdminStoreLocation {
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    street: s.street,
    city_code: s.cityCode,
    district_code: s.districtCode,
    ward_code: s.wardCode,
    phone: s.phone,
    opening_hours: s.openingHours,
    status: s.status,
    status_display: STORE_STATUS_LABELS[s.status],
    lat: s.lat,
    lng: s.lng,
    sort_order: s.sortOrder,
  };
}

/** The fields a write changed, before and after, for its audit row. */
function changed<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (k) => k !== 'is_live' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

const refuse = (field: string, message: string): never => {
  throw new BadRequestError(message, { [field]: [message] });
};

/**
 * Home content and store locations for the back office (issue 14 items 2–3, DESIGN §8). Every write runs in one
 * transaction with its audit row and the catalogue's change notice, so every instance's read cache (banners,
 * feedback, stores are catalogue answers) drops what it held; a store write also tells the shipping fee.
 */
export function createAdminContentService({ db, cache, audit, units, storesChanged }: Deps) {
  const commit = catalogWriter(db, cache);

  /** One audited write; `stores`: the shipping fee's stores changed too. */
  async function write<T>(
    staff: StaffContext,
    work: (
      tx: Tx,
      record: (action: AuditAction, targetId: number | null, before: unknown, after: unknown) => Promise<void>,
    ) => Promise<T>,
    stores = false,
  ): Promise<T> {
    const result = await commit((tx) =>
      work(tx, (action, targetId, before, after) =>
        audit.record(tx, staff, { action, targetType: action.split('.')[0]!, targetId, before, after }),
      ),
    );
    if (stores) storesChanged();
    return result;
  }

  /** `POST …/reorder/ {ids}`: every id of the list once, in the new order. */
  function reorder(kind: repo.ContentKind, action: AuditAction) {
    return (staff: StaffContext, ids: number[]) =>
      write(
        staff,
        async (tx, record) => {
          const current = await repo.lockOrder(tx, kind);
          const same = current.length === ids.length && [...current].sort().join() === [...ids].sort().join();
          if (!same) refuse('ids', M.reorderMismatch);
          await repo.setOrder(tx, kind, ids);
          await record(action, null, { ids: current }, { ids });
        },
        kind === 'store_location',
      );
  }

  function remove<Row>(
    kind: repo.ContentKind,
    find: (tx: Tx, id: number) => Promise<Row | undefined>,
    shape: (row: Row) => object,
    notFound: string,
  ) {
    const table = repo.CONTENT_TABLES[kind];
    return (staff: StaffContext, id: number) =>
      write(
        staff,
        async (tx, record) => {
          await repo.lockOrder(tx, kind);
          const row = await find(tx, id);
          if (!row) throw new NotFoundError(notFound);
          await tx.delete(table).where(eq(table.id, id));
          await record(`${kind}.delete` as AuditAction, id, shape(row), null);
        },
        kind === 'store_location',
      );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Stores: the address from the bundled units, the coordinates from its centroid unless staff set them
  // -------------------------------------------------------------------------------------------------------------

  /** The units the codes name, checked level by level; the full address and the centroid of the deepest. */
  function placeOf(street: string, codes: { city: string; district: string | null; ward: string | null }) {
    const province = units.unit(1, codes.city) ?? refuse('city_code', M.unitUnknown);
    let district: Unit | undefined;
    let ward: Unit | undefined;
    if (units.depth === 3) {
      if (!codes.district) return refuse('district_code', M.districtRequired);
      district = units.unit(2, codes.district) ?? refuse('district_code', M.unitUnknown);
      if (district.parent !== province.code) refuse('district_code', M.unitMismatch);
    }
    if (codes.ward) {
      ward = units.unit(units.depth, codes.ward) ?? refuse('ward_code', M.unitUnknown);
      if (ward.parent !== (district ?? province).code) refuse('ward_code', M.unitMismatch);
    }
    const deepest = ward ?? district ?? province;
    const centroid = [ward, district, province].find((u) => u?.lat !== undefined && u.lng !== undefined);
    return {
      address: `${street}, ${units.fullPath(deepest)}`,
      codes: { cityCode: province.code, districtCode: district?.code ?? null, wardCode: ward?.code ?? null },
      centroid: centroid ? { lat: centroid.lat!, lng: centroid.lng! } : { lat: null, lng: null },
    };
  }

  async function storeFor(tx: DbOrTx, id: number) {
    return (await repo.storeById(tx, id)) ?? refuseNotFound(M.storeNotFound);
  }

  return {
    // Banners -----------------------------------------------------------------------------------------------------
    async banners(): Promise<AdminBanner[]> {
      const now = new Date();
      return (await repo.listBanners(db)).map((b) => bannerOf(b, now));
    },

    banner: async (id: number): Promise<AdminBanner> =>
      bannerOf((await repo.bannerById(db, id)) ?? refuseNotFound(M.bannerNotFound), new Date()),

    createBanner: (staff: StaffContext, input: BannerInput) =>
      write(staff, async (tx, record) => {
        await repo.lockOrder(tx, 'banner');
        const [row] = await tx
          .insert(banners)
          .values({
            imageUrl: input.image_url,
            link: input.link,
            status: input.status,
            startsAt: input.starts_at ? new Date(input.starts_at) : null,
            endsAt: input.ends_at ? new Date(input.ends_at) : null,
            sortOrder: await repo.nextSortOrder(tx, 'banner'),
          })
          .returning();
        const shaped = bannerOf(row!);
        await record('banner.create', row!.id, null, shaped);
        return shaped;
      }),

    updateBanner: (staff: StaffContext, id: number, patch: BannerUpdate) =>
      write(staff, async (tx, record) => {
        const current = (await repo.bannerById(tx, id)) ?? refuseNotFound(M.bannerNotFound);
        const before = bannerOf(current);
        const startsAt = patch.starts_at === undefined ? before.starts_at : patch.starts_at;
        const endsAt = patch.ends_at === undefined ? before.ends_at : patch.ends_at;
        const issue = windowIssue(startsAt, endsAt);
        if (issue) refuse('ends_at', issue.message);
        const [row] = await tx
          .update(banners)
          .set({
            ...(patch.image_url === undefined ? {} : { imageUrl: patch.image_url }),
            ...(patch.link === undefined ? {} : { link: patch.link }),
            ...(patch.status === undefined ? {} : { status: patch.status }),
            startsAt: startsAt ? new Date(startsAt) : null,
            endsAt: endsAt ? new Date(endsAt) : null,
          })
          .where(eq(banners.id, id))
          .returning();
        const after = bannerOf(row!);
        const diff = changed(before, after);
        if (Object.keys(diff.after).length) await record('banner.update', id, diff.before, diff.after);
        return after;
      }),

    deleteBanner: remove('banner', repo.bannerById, (r) => bannerOf(r), M.bannerNotFound),
    reorderBanners: reorder('banner', 'banner.reorder'),

    // Feedback ----------------------------------------------------------------------------------------------------
    async feedback(): Promise<AdminFeedback[]> {
      return (await repo.listFeedbackRows(db)).map(feedbackOf);
    },

    feedbackItem: async (id: number): Promise<AdminFeedback> =>
      feedbackOf((await repo.feedbackById(db, id)) ?? refuseNotFound(M.feedbackNotFound)),

    createFeedback: (staff: StaffContext, input: FeedbackInput) =>
      write(staff, async (tx, record) => {
        await repo.lockOrder(tx, 'feedback');
        const [row] = await tx
          .insert(feedback)
          .values({
            name: input.name,
            role: input.role,
            feedback: input.feedback,
            avatarUrl: input.avatar_url,
            rating: input.rating,
            isHidden: input.is_hidden,
            sortOrder: await repo.nextSortOrder(tx, 'feedback'),
          })
          .returning();
        const shaped = feedbackOf(row!);
        await record('feedback.create', row!.id, null, shaped);
        return shaped;
      }),

    updateFeedback: (staff: StaffContext, id: number, patch: FeedbackUpdate) =>
      write(staff, async (tx, record) => {
        const current = (await repo.feedbackById(tx, id)) ?? refuseNotFound(M.feedbackNotFound);
        const values = {
          name: patch.name,
          role: patch.role,
          feedback: patch.feedback,
          avatarUrl: patch.avatar_url,
          rating: patch.rating,
          isHidden: patch.is_hidden,
        };
        const [row] = someSet(values)
          ? await tx.update(feedback).set(values).where(eq(feedback.id, id)).returning()
          : [current];
        const after = feedbackOf(row!);
        const diff = changed(feedbackOf(current), after);
        if (Object.keys(diff.after).length) await record('feedback.update', id, diff.before, diff.after);
        return after;
      }),

    deleteFeedback: remove('feedback', repo.feedbackById, feedbackOf, M.feedbackNotFound),
    reorderFeedback: reorder('feedback', 'feedback.reorder'),

    // Store locations ---------------------------------------------------------------------------------------------
    async stores(): Promise<AdminStoreLocation[]> {
      return (await repo.listStores(db)).map(storeOf);
    },

    store: async (id: number): Promise<AdminStoreLocation> => storeOf(await storeFor(db, id)),

    createStore: (staff: StaffContext, input: StoreLocationInput) =>
      write(
        staff,
        async (tx, record) => {
          const place = placeOf(input.street, {
            city: input.city_code,
            district: input.district_code,
            ward: input.ward_code,
          });
          await repo.lockOrder(tx, 'store_location');
          const point = input.lat === null || input.lng === null ? place.centroid : { lat: input.lat, lng: input.lng };
          const [row] = await tx
            .insert(storeLocations)
            .values({
              name: input.name,
              street: input.street,
              address: place.address,
              ...place.codes,
              phone: input.phone,
              openingHours: input.opening_hours,
              status: input.status,
              ...point,
              sortOrder: await repo.nextSortOrder(tx, 'store_location'),
            })
            .returning();
          const shaped = storeOf(row!);
          await record('store_location.create', row!.id, null, shaped);
          return shaped;
        },
        true,
      ),

    updateStore: (staff: StaffContext, id: number, patch: StoreLocationUpdate) =>
      write(
        staff,
        async (tx, record) => {
          const current = await storeFor(tx, id);
          const addressSent = [patch.street, patch.city_code, patch.district_code, patch.ward_code].some(
            (v) => v !== undefined,
          );
          let addressFields = {};
          let point: { lat: number | null; lng: number | null } | undefined =
            patch.lat === undefined || patch.lng === undefined ? undefined : { lat: patch.lat, lng: patch.lng };
          if (addressSent || point?.lat === null) {
            const city = patch.city_code ?? current.cityCode ?? refuse('city_code', M.cityRequired);
            const place = placeOf(patch.street ?? current.street, {
              city,
              district: patch.district_code === undefined ? current.districtCode : patch.district_code,
              ward: patch.ward_code === undefined ? current.wardCode : patch.ward_code,
            });
            addressFields = { street: patch.street ?? current.street, address: place.address, ...place.codes };
            // A new address without coordinates moves the store to its centroid; null asks for the centroid.
            if (point === undefined || point.lat === null) point = place.centroid;
          }
          const values = {
            name: patch.name,
            phone: patch.phone,
            openingHours: patch.opening_hours,
            status: patch.status,
            ...addressFields,
            ...point,
          };
          const [row] = someSet(values)
            ? await tx.update(storeLocations).set(values).where(eq(storeLocations.id, id)).returning()
            : [current];
          const after = storeOf(row!);
          const diff = changed(storeOf(current), after);
          if (Object.keys(diff.after).length) await record('store_location.update', id, diff.before, diff.after);
          return after;
        },
        true,
      ),

    /** `GET /api/admin/store-locations/place/`: the full address and centroid the form previews. */
    storePlace(q: StorePlaceQuery): StorePlace {
      if (!q.city_code) return { levels: units.depth, address: '', lat: null, lng: null };
      const place = placeOf(q.street ?? '', {
        city: q.city_code,
        district: q.district_code ?? null,
        ward: q.ward_code ?? null,
      });
      return { levels: units.depth, address: place.address.replace(/^, /, ''), ...place.centroid };
    },

    deleteStore: remove('store_location', repo.storeById, storeOf, M.storeNotFound),
    reorderStores: reorder('store_location', 'store_location.reorder'),
  };
}

/** Drizzle leaves undefined fields out of an update, and refuses one with nothing to set. */
const someSet = (values: object) => Object.values(values).some((v) => v !== undefined);

function refuseNotFound(message: string): never {
  throw new NotFoundError(message);
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
