/**
 * The voucher pages' screens: a new voucher, and an existing one with its usage (times used, discount given, who
 * used it), its form and "Ngừng áp dụng" (delete only deactivates, behind a confirmation), and its audit trail.
 */
import type { AdminPromotionDetail, PromotionInput } from '@shop/domain/admin-promotions.schemas';
import { PROMOTION_USES_LIMIT } from '@shop/domain/admin-promotions.schemas';
import { auditActionLabel } from '@shop/domain/audit-actions';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState } from '../../components/list-states';
import { formatDateTime, formatVnd } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { PromotionForm } from './promotion-form';
import { EMPTY_PROMOTION, formValuesOf } from './promotion-form-values';
import { discountLabel, statusLabel, windowLabel } from './promotion-terms';
import { promotionChanged, promotionWrites, promotionsQueries } from './promotions.queries';

function BackLink() {
  return (
    <Link to="/promotions" className="text-sm text-brand-700 hover:underline">
      ← Mã giảm giá
    </Link>
  );
}

export function NewPromotion() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink />
      <h1 className="text-xl font-semibold">Thêm mã giảm giá</h1>
      <PromotionForm
        defaultValues={EMPTY_PROMOTION}
        save={promotionWrites.create}
        success={(promotion) => `Đã tạo mã ${promotion.code}.`}
        onSaved={(promotion) => navigate({ to: '/promotions/$promotionId', params: { promotionId: promotion.id } })}
        submitLabel="Tạo mã giảm giá"
      />
    </div>
  );
}

export function EditPromotion({ promotionId }: { promotionId: number }) {
  const promotion = useQuery(promotionsQueries.detail(promotionId));
  const [confirming, setConfirming] = useState(false);
  if (promotion.error) {
    return <ErrorState message={promotion.error.message} onRetry={() => void promotion.refetch()} />;
  }
  if (!promotion.data) {
    return (
      <div role="status" className="p-8 text-center text-gray-500">
        Đang tải…
      </div>
    );
  }
  const p = promotion.data;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="font-mono text-xl font-semibold">{p.code}</h1>
          <p className="text-sm text-gray-600">
            {discountLabel(p)} · {statusLabel(p).text} · {windowLabel(p)}
          </p>
        </div>
        {p.is_active && (
          <Button tone="danger" onClick={() => setConfirming(true)}>
            Ngừng áp dụng
          </Button>
        )}
      </div>
      <PromotionUsage promotion={p} />
      {/* A new key after each save: the form starts again from what the server now has. */}
      <PromotionForm
        key={p.audit[0]?.id ?? 0}
        defaultValues={formValuesOf(p)}
        save={(values: PromotionInput) => promotionWrites.update(promotionId, values)}
        success="Đã lưu mã giảm giá."
        submitLabel="Lưu thay đổi"
      />
      <PromotionAudit promotion={p} />
      {confirming && <DeactivateDialog promotion={p} onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** Who changed the voucher and when, newest first. */
function PromotionAudit({ promotion: p }: { promotion: AdminPromotionDetail }) {
  return (
    <section aria-labelledby="promotion-audit" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotion-audit" className="mb-2 text-base font-semibold">
        Lịch sử thay đổi
      </h2>
      <ul className="divide-y divide-gray-100 text-sm">
        {p.audit.map((e) => (
          <li key={e.id} className="py-2">
            <span className="font-medium">{auditActionLabel(e.action)}</span>
            <span className="text-gray-600">
              {' '}
              · {e.actor?.email ?? 'Tài khoản đã xóa'} · {formatDateTime(e.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Asks before stopping the voucher; orders that used it keep their discount. */
function DeactivateDialog({ promotion: p, onClose }: { promotion: AdminPromotionDetail; onClose: () => void }) {
  const deactivate = useStaffWrite({
    write: () => promotionWrites.deactivate(p.id),
    success: (done) => `Đã ngừng mã ${done.code}.`,
    changed: promotionChanged,
    onDone: onClose,
    tell: 'toast',
  });
  return (
    <ConfirmDialog
      title="Ngừng áp dụng mã giảm giá?"
      action="Ngừng áp dụng"
      busy={deactivate.isPending}
      onConfirm={() => deactivate.mutate(undefined)}
      onClose={onClose}
    >
      Khách sẽ không còn thấy và dùng được mã {p.code}. Các đơn đã dùng mã giữ nguyên mức giảm. Có thể bật lại bằng cách
      chọn “Đang bật” và lưu.
    </ConfirmDialog>
  );
}

/** Times used, discount given and the newest orders that used it (cancelled orders don't count). */
function PromotionUsage({ promotion: p }: { promotion: AdminPromotionDetail }) {
  return (
    <section aria-labelledby="promotion-usage" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promotion-usage" className="text-base font-semibold">
        Đã sử dụng
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:max-w-md">
        <div>
          <dt className="text-gray-600">Số lượt</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {p.times_used.toLocaleString('vi-VN')}
            {p.usage_limit !== null && ` / ${p.usage_limit.toLocaleString('vi-VN')}`}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Tổng đã giảm</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatVnd(p.discount_total)}</dd>
        </div>
      </dl>
      {p.uses.length === 0 ? (
        <p className="text-sm text-gray-600">Chưa có đơn hàng nào dùng mã này.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Đơn hàng đã dùng mã {p.code}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Đơn hàng
                </th>
                <th scope="col" className="px-3 py-2">
                  Khách hàng
                </th>
                <th scope="col" className="px-3 py-2">
                  Giảm
                </th>
                <th scope="col" className="px-3 py-2">
                  Thời gian
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {p.uses.map((u) => (
                <tr key={u.order_id}>
                  <td className="px-3 py-2">
                    <Link
                      to="/orders/$orderId"
                      params={{ orderId: u.order_id }}
                      className="font-mono text-brand-700 hover:underline"
                    >
                      #{u.order_id}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{u.user?.email ?? u.email}</td>
                  <td className="px-3 py-2 tabular-nums">{formatVnd(u.discount)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(u.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.times_used > p.uses.length && (
            <p className="mt-2 text-xs text-gray-500">Hiện {PROMOTION_USES_LIMIT} đơn gần nhất.</p>
          )}
        </div>
      )}
    </section>
  );
}
