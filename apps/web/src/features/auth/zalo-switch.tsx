import type { User } from '@shop/domain/auth.schemas';
import { toast } from '../../lib/toast';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../lib/toast-durations';
import { useUpdateProfile } from './auth.queries';

/**
 * DESIGN §14: the shopper's order updates also go to their phone on Zalo, unless they turn it off here. A switch
 * that saves as soon as it is flipped (`PATCH /api/users/me/ {zalo_notifications}`).
 */
export function ZaloSwitch({ user }: { user: User }) {
  const update = useUpdateProfile();
  const on = update.isPending ? !user.zalo_notifications : user.zalo_notifications;
  const flip = () => {
    if (update.isPending) return;
    update.mutate(
      { zalo_notifications: !user.zalo_notifications },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.zalo_notifications ? 'Đã bật nhận thông báo qua Zalo' : 'Đã tắt nhận thông báo qua Zalo',
            { duration: SUCCESS_TOAST_MS },
          ),
        onError: () => toast.error('Không thể cập nhật thông tin người dùng', { duration: ERROR_TOAST_MS }),
      },
    );
  };
  return (
    <div className="mt-6 flex items-start justify-between gap-4 border-t border-gray-200 pt-6">
      <div>
        <p id="zalo-switch-label" className="font-medium text-gray-900">
          Nhận thông báo qua Zalo
        </p>
        <p id="zalo-switch-hint" className="mt-1 text-sm text-gray-600">
          Cập nhật đơn hàng (đặt hàng, thanh toán, giao hàng) được gửi tới số điện thoại của đơn trên Zalo.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="zalo-switch-label"
        aria-describedby="zalo-switch-hint"
        aria-busy={update.isPending}
        onClick={flip}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${on ? 'bg-brand-700' : 'bg-gray-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
