/** The dashboard's warning when Zalo sending is paused (a refused token refresh): what happened and what to do. */
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { zaloStatusQuery } from './zalo.queries';

export function ZaloNotice() {
  const status = useQuery(zaloStatusQuery());
  if (!status.data?.paused) return null;
  const { reason, paused_at, waiting } = status.data;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">Tin nhắn Zalo đang tạm dừng</p>
      <p className="mt-1">
        Không làm mới được mã truy cập Zalo{paused_at ? ` từ ${formatDateTime(paused_at)}` : ''}
        {reason ? ` (${reason})` : ''}. {waiting} tin đang chờ gửi.
      </p>
      <p className="mt-1">
        Hãy cấp lại quyền cho ứng dụng Zalo để lấy refresh token mới, đặt nó vào ZALO_REFRESH_TOKEN rồi khởi động lại
        máy chủ: các tin đang chờ sẽ được gửi tiếp.
      </p>
    </div>
  );
}
