// Customer groups and products' quantity price tiers (DESIGN §13): staff writes, each audited
// in its own transaction; a tier change tells the catalogue's read cache on every instance.
import {
  type CustomerGroup,
  type CustomerGroupInput,
  type CustomerGroupUpdate,
  type PriceTier,
  type PriceTierList,
  WHOLESALE_MESSAGES as M,
  priceTierIssues,
} from '@shop/domain/wholesale.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { lockLinePrices } from '../catalog/catalog.service';
import { countGroupMembers } from '../users/users.service';
import * as repo from './wholesale.repo';

export interface WholesaleDeps {
  db: Db;
  audit: AuditService;
  /** Run inside a tier write's transaction: the shop's cached product answers must change (catalogue notice). */
  catalogChanged: (tx: Tx) => Promise<void>;
}

/** What the order's pricing and the product answer use (order-lines.ts, wholesale.area.ts). */
export { type BuyerPricing, buyerPricing, withPublicTiers } from './wholesale-pricing';

/** The group a customer is in now (users'): an order edit prices new lines for it. */
export { customerGroupOf } from '../users/users.service';

/** Whether a customer group has this id: the customers API checks a customer's new group with it (auth.area.ts). */
export const groupExists = async (db: DbOrTx, id: number): Promise<boolean> => (await repo.groupIds(db, [id])).has(id);

function nameTaken(err: unknown): never {
  let e = err;
  while (e instanceof Error && !('code' in e)) e = e.cause;
  const { code, constraint } = (e ?? {}) as { code?: unknown; constraint?: unknown };
  if (code === '23505' && constraint === repo.GROUP_NAME_INDEX)
    throw new BadRequestError(M.groupNameTaken, { name: [M.groupNameTaken] });
  throw err;
}

export function createWholesaleService({ db, audit, catalogChanged }: WholesaleDeps) {
  async function group(id: number): Promise<CustomerGroup> {
    const found = await repo.findGroup(db, id);
    if (!found) throw new NotFoundError(M.groupNotFound);
    return found;
  }

  return {
    groups: () => repo.listGroups(db),
    group,

    async createGroup(staff: StaffContext, body: CustomerGroupInput): Promise<CustomerGroup> {
      return db
        .transaction(async (tx) => {
          const created = await repo.insertGroup(tx, body);
          await audit.record(tx, staff, {
            action: 'customer_group.create',
            targetType: 'customer_group',
            targetId: created.id,
            before: null,
            after: created,
          });
          return created;
        })
        .catch(nameTaken);
    },

    async updateGroup(staff: StaffContext, id: number, body: CustomerGroupUpdate): Promise<CustomerGroup> {
      return db
        .transaction(async (tx) => {
          const before = await repo.findGroup(tx, id);
          const after = before && (await repo.updateGroup(tx, id, body));
          if (!after) throw new NotFoundError(M.groupNotFound);
          await audit.record(tx, staff, {
            action: 'customer_group.update',
            targetType: 'customer_group',
            targetId: id,
            before,
            after,
          });
          return after;
        })
        .catch(nameTaken);
    },

    /** A group with members or tiers is kept (409): its customers would silently lose their prices. */
    async deleteGroup(staff: StaffContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.findGroup(tx, id);
        if (!before) throw new NotFoundError(M.groupNotFound);
        const inUse = (await countGroupMembers(tx, id)) + (await repo.groupTierCount(tx, id));
        if (inUse > 0) throw new ConflictError(M.groupInUse);
        await repo.deleteGroup(tx, id);
        await audit.record(tx, staff, {
          action: 'customer_group.delete',
          targetType: 'customer_group',
          targetId: id,
          before,
          after: null,
        });
      });
    },

    async tiers(productId: number): Promise<PriceTier[]> {
      return db.transaction(async (tx) => {
        if (!(await lockLinePrices(tx, productId))) throw new NotFoundError('Không tìm thấy sản phẩm.');
        return repo.listTiers(tx, productId);
      });
    },

    /**
     * Replaces the product's tiers: each checked against its line's price (the variant's, else the product's) and
     * the groups, 400 with a field per tier (`3.price`); audited with the list before and after.
     */
    async putTiers(staff: StaffContext, productId: number, body: PriceTierList): Promise<PriceTier[]> {
      return db.transaction(async (tx) => {
        const prices = await lockLinePrices(tx, productId);
        if (!prices) throw new NotFoundError('Không tìm thấy sản phẩm.');
        const groups = await repo.groupIds(tx, [...new Set(body.flatMap((t) => (t.group === null ? [] : [t.group])))]);
        const issues = priceTierIssues(
          body,
          (v) => prices.get(v),
          (g) => groups.has(g),
        );
        const first = Object.values(issues)[0]?.[0];
        if (first) throw new BadRequestError(first, issues);
        const before = await repo.listTiers(tx, productId);
        await repo.replaceTiers(tx, productId, body);
        const after = await repo.listTiers(tx, productId);
        await audit.record(tx, staff, {
          action: 'product.price_tiers',
          targetType: 'product',
          targetId: productId,
          before,
          after,
        });
        await catalogChanged(tx);
        return after;
      });
    },
  };
}

export type WholesaleService = ReturnType<typeof createWholesaleService>;
