import {
  type AdminPromotion,
  type AdminPromotionDetail,
  type AdminPromotionListQuery,
  PROMOTION_MESSAGES as M,
  PROMOTION_USES_LIMIT,
  type PromotionInput,
  type PromotionUpdate,
  type PromotionUse,
  promotionRuleIssues,
} from '@shop/domain/admin-promotions.schemas';
import { issuesToFields } from '@shop/domain/admin-catalog.rules';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { ReadCache } from '../../lib/read-cache';
import type { AuditService } from '../audit/audit.service';
import { catalogWriter } from '../catalog/catalog.service';
import * as repo from './promotion-admin.repo';

/** An order that used a voucher: its account (if any) and e-mail, the discount it got, when. */
export interface VoucherUseRow {
  orderId: number;
  userId: number | null;
  email: string;
  discount: number;
  at: Date;
}

/** The API's fields of a voucher (DESIGN §3 + §8), as the audit row and the answers carry them. */
function fieldsOf(r: repo.PromotionRecord) {
  return {
    code: r.code,
    description: r.description,
    image_url: r.imageUrl,
    value: r.value,
    is_percentage: r.isPercentage,
    max_discount: r.maxDiscount,
    min_purchase_amount: r.minPurchaseAmount,
    is_active: r.isActive,
    usage_limit_per_user: r.usageLimitPerUser,
    usage_limit: r.usageLimit,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
  };
}
type PromotionFields = ReturnType<typeof fieldsOf>;

/** The columns of the API's fields (any of them). */
function valuesOf(p: Partial<PromotionFields>): Partial<repo.PromotionValues> {
  const date = (iso: string | null | undefined) =>
    iso === undefined ? undefined : iso === null ? null : new Date(iso);
  const values: Partial<repo.PromotionValues> = {
    code: p.code,
    description: p.description,
    imageUrl: p.image_url,
    value: p.value,
    isPercentage: p.is_percentage,
    maxDiscount: p.max_discount,
    minPurchaseAmount: p.min_purchase_amount,
    isActive: p.is_active,
    usageLimitPerUser: p.usage_limit_per_user,
    usageLimit: p.usage_limit,
    startsAt: date(p.starts_at),
    endsAt: date(p.ends_at),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** The fields a write changed, before and after (what the audit row keeps). */
function changed(before: PromotionFields, after: PromotionFields) {
  const keys = (Object.keys(after) as (keyof PromotionFields)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

function shape({ row, timesUsed, discountTotal }: repo.PromotionWithUsage): AdminPromotion {
  return {
    id: row.id,
    ...fieldsOf(row),
    created_at: row.createdAt.toISOString(),
    times_used: timesUsed,
    discount_total: discountTotal,
  };
}

/**
 * Vouchers in the back office (DESIGN §8): the list with each one's usage, one voucher with who used it,
 * create, change and deactivate. Every write runs the rules on the voucher as it will be, keeps codes unique in any
 * case, writes its audit row inside its transaction and clears the shop's cached voucher lists on every instance.
 * Delete deactivates: a voucher that orders used stays, so their history keeps its link.
 */
export function createPromotionAdminService({
  db,
  cache,
  publicUrl,
  audit,
  orderUses,
  users,
}: {
  db: Db;
  cache: ReadCache;
  publicUrl: string;
  audit: AuditService;
  /** The newest non-cancelled orders that used a voucher (the orders module's). */
  orderUses: (db: DbOrTx, promotionId: number, limit: number) => Promise<VoucherUseRow[]>;
  /** Their accounts' e-mails (users' directory). */
  users: { emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> };
}) {
  const write = catalogWriter(db, cache);

  async function one(id: number): Promise<AdminPromotion> {
    const [found] = await repo.listPromotions(db, { id }, { ordering: '-created_at', limit: 1, offset: 0 });
    if (!found) throw new NotFoundError(M.notFound);
    return shape(found);
  }

  async function locked(tx: Tx, id: number) {
    const row = await repo.lockPromotion(tx, id);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  async function checkCode(tx: Tx, code: string, id?: number) {
    if (await repo.codeTaken(tx, code, id)) throw new BadRequestError(M.codeTaken, { code: [M.codeTaken] });
  }

  /** Who used the voucher: its newest non-cancelled orders. */
  async function uses(id: number): Promise<PromotionUse[]> {
    const rows = await orderUses(db, id, PROMOTION_USES_LIMIT);
    const emails = await users.emailsByIds(
      db,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({
      order_id: r.orderId,
      user: r.userId === null ? null : { id: r.userId, email: emails.get(r.userId) ?? '' },
      email: r.email,
      discount: r.discount,
      at: r.at.toISOString(),
    }));
  }

  /** `GET /api/admin/promotions/{id}/`: the voucher, who used it, and its audit trail. */
  async function detail(id: number): Promise<AdminPromotionDetail> {
    const found = await one(id);
    const [used, trail] = await Promise.all([uses(id), audit.ofTarget('promotion', id)]);
    return { ...found, uses: used, audit: trail };
  }

  return {
    detail,

    /** `GET /api/admin/promotions/`: newest first unless told; `search` in the code, any case. */
    async list(q: AdminPromotionListQuery) {
      const filters = { search: q.search, isActive: q.is_active };
      const total = await repo.countPromotions(db, filters);
      assertPageExists(q, total);
      const rows = await repo.listPromotions(db, filters, {
        ordering: q.ordering,
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      const params = new URLSearchParams();
      if (q.search !== undefined) params.set('search', q.search);
      if (q.is_active !== undefined) params.set('is_active', String(q.is_active));
      params.set('ordering', q.ordering);
      return paginate(`${publicUrl}/api/admin/promotions/`, params, q, total, rows.map(shape));
    },

    /** `POST /api/admin/promotions/`. */
    async create(staff: StaffContext, input: PromotionInput): Promise<AdminPromotionDetail> {
      const id = await write(async (tx) => {
        await checkCode(tx, input.code);
        const row = await repo.insertPromotion(tx, valuesOf(input) as repo.PromotionValues);
        await audit.record(tx, staff, {
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: row.id,
          before: null,
          after: fieldsOf(row),
        });
        return row.id;
      });
      return detail(id);
    },

    /** `PATCH /api/admin/promotions/{id}/`: the rules hold on the voucher as it would be after the change. */
    async update(staff: StaffContext, id: number, patch: PromotionUpdate): Promise<AdminPromotionDetail> {
      await write(async (tx) => {
        const current = await locked(tx, id);
        const before = fieldsOf(current);
        const issues = promotionRuleIssues({ ...before, ...patch });
        if (issues.length) throw new BadRequestError(issues[0]!.message, issuesToFields(issues));
        if (patch.code !== undefined && patch.code !== current.code) await checkCode(tx, patch.code, id);
        const values = valuesOf(patch);
        if (Object.keys(values).length === 0) return;
        const diff = changed(before, fieldsOf(await repo.updatePromotion(tx, id, values)));
        if (Object.keys(diff.after).length === 0) return;
        await audit.record(tx, staff, { action: 'promotion.update', targetType: 'promotion', targetId: id, ...diff });
      });
      return detail(id);
    },

    /** `DELETE /api/admin/promotions/{id}/`: deactivates (shoppers can't use it any more; past orders keep theirs). */
    async deactivate(staff: StaffContext, id: number): Promise<AdminPromotionDetail> {
      await write(async (tx) => {
        const current = await locked(tx, id);
        if (!current.isActive) return;
        await repo.updatePromotion(tx, id, { isActive: false });
        await audit.record(tx, staff, {
          action: 'promotion.deactivate',
          targetType: 'promotion',
          targetId: id,
          before: { is_active: true },
          after: { is_active: false },
        });
      });
      return detail(id);
    },
  };
}

export type PromotionAdminService = ReturnType<typeof createPromotionAdminService>;
