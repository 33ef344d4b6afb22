import type {
  AdminPromotionDetail,
  AdminPromotionListQuery,
  PromotionInput,
  PromotionUpdate,
} from '@shop/domain/admin-promotions.schemas';
import type { PromotionAdminService, PromotionWriteHook } from '../promotions/promotions.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

/**
 * Vouchers in the back office (issue 14, DESIGN §8): the promotions module owns the writes; each runs the hook made
 * here inside its transaction, which writes the audit row. A voucher's page shows who used it and its own trail.
 */
export function createAdminPromotionsService({
  promotions,
  audit,
}: {
  promotions: PromotionAdminService;
  audit: AuditService;
}) {
  const audited =
    (staff: StaffContext): PromotionWriteHook =>
    (tx, change) =>
      audit.record(tx, staff, change);

  async function detail(id: number): Promise<AdminPromotionDetail> {
    const found = await promotions.one(id);
    const [uses, trail] = await Promise.all([promotions.uses(id), audit.ofTarget('promotion', id)]);
    return { ...found, uses, audit: trail };
  }

  const thenDetail = async (write: Promise<{ id: number }>) => detail((await write).id);

  return {
    list: (q: AdminPromotionListQuery) => promotions.list(q),
    detail,
    create: (staff: StaffContext, body: PromotionInput) => thenDetail(promotions.create(body, audited(staff))),
    update: (staff: StaffContext, id: number, body: PromotionUpdate) =>
      thenDetail(promotions.update(id, body, audited(staff))),
    deactivate: (staff: StaffContext, id: number) => thenDetail(promotions.deactivate(id, audited(staff))),
  };
}

export type AdminPromotionsService = ReturnType<typeof createAdminPromotionsService>;
