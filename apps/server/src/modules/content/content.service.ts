import {
  type AdminBanner,
  type AdminFeedback,
  type BannerInput,
  type BannerUpdate,
  CONTENT_MESSAGES as M,
  type FeedbackInput,
  type FeedbackUpdate,
  inWindow,
  windowIssue,
} from '@shop/domain/content.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { ReadCache } from '../../lib/read-cache';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import { BANNER_SCHEDULE } from '../catalog/catalog.service';
import { changed, createContentWriter, refuse, refuseNotFound, someSet } from './content-writes';
import * as repo from './content.repo';
import { createStoreLocations } from './store-locations';

export type { StorePoint, StoreRow } from './content.repo';

/** Active stores that have coordinates, for the shipping fee (which measures from the nearest, DESIGN §4). */
export const activeStorePoints = (db: DbOrTx) => repo.listActiveStorePoints(db);
/** The active stores in the list's order, for the carriers' pickup (the first one a carrier can locate). */
export const activeStores = (db: DbOrTx) => repo.listActiveStores(db);
/** A location's row by id: an order's fulfilment location (the carriers' pickup), a till's shift and receipt. */
export const locationById = (db: DbOrTx, id: number) => repo.storeById(db, id);
/** Whether a location (a store or a warehouse, DESIGN §15) exists: the shop's preferred fulfilment location must. */
export const locationExists = async (db: DbOrTx, id: number) => (await repo.storeById(db, id)) !== undefined;

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

/**
 * The home content (banners, feedback) and store locations (DESIGN §8): the shop's cached reads
 * and the back office's lists and audited writes (content-writes.ts, store-locations.ts).
 */
export function createContentService({ db, cache, audit, units, storesChanged }: Deps) {
  const writer = createContentWriter({ db, cache, audit, storesChanged });
  const { write, remove, reorder } = writer;

  return {
    /**
     * `GET /api/banners/`: the live banners. Dropped, with the pages showing it, at the next schedule edge, so a
     * banner appears and goes on time.
     */
    publicBanners: () =>
      cache.json(
        'banners',
        async () => {
          const live = await repo.listLiveBanners(db, new Date());
          if (live.nextEdge) cache.invalidateAt([BANNER_SCHEDULE], live.nextEdge.getTime());
          return live.banners;
        },
        () => [BANNER_SCHEDULE],
      ),
    publicFeedback: (limit: number) => cache.json(`feedback:${limit}`, () => repo.listFeedback(db, limit)),
    publicStores: () => cache.json('store-locations', () => repo.listStoreLocations(db)),

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
        const row = await repo.insertBanner(tx, {
          imageUrl: input.image_url,
          link: input.link,
          status: input.status,
          startsAt: input.starts_at ? new Date(input.starts_at) : null,
          endsAt: input.ends_at ? new Date(input.ends_at) : null,
          sortOrder: await repo.nextSortOrder(tx, 'banner'),
        });
        const shaped = bannerOf(row);
        await record('banner.create', row.id, null, shaped);
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
        const row = await repo.updateBanner(tx, id, {
          ...(patch.image_url === undefined ? {} : { imageUrl: patch.image_url }),
          ...(patch.link === undefined ? {} : { link: patch.link }),
          ...(patch.status === undefined ? {} : { status: patch.status }),
          startsAt: startsAt ? new Date(startsAt) : null,
          endsAt: endsAt ? new Date(endsAt) : null,
        });
        const after = bannerOf(row);
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
        const row = await repo.insertFeedback(tx, {
          name: input.name,
          role: input.role,
          feedback: input.feedback,
          avatarUrl: input.avatar_url,
          rating: input.rating,
          isHidden: input.is_hidden,
          sortOrder: await repo.nextSortOrder(tx, 'feedback'),
        });
        const shaped = feedbackOf(row);
        await record('feedback.create', row.id, null, shaped);
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
        const row = someSet(values) ? await repo.updateFeedback(tx, id, values) : current;
        const after = feedbackOf(row);
        const diff = changed(feedbackOf(current), after);
        if (Object.keys(diff.after).length) await record('feedback.update', id, diff.before, diff.after);
        return after;
      }),

    deleteFeedback: remove('feedback', repo.feedbackById, feedbackOf, M.feedbackNotFound),
    reorderFeedback: reorder('feedback', 'feedback.reorder'),

    ...createStoreLocations({ db, units, writer }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
