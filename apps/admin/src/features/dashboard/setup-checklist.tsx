/**
 * "Thiết lập cửa hàng" (admins): what is configured and what is missing — payments, carriers and pickup, e-invoices,
 * Zalo, mail — each with its settings screen, or the server's env names when it has none, and a test where one
 * exists (a test mail here; Zalo's test send and the fee calculator on their screens). Open while something is left.
 */
import { SETUP_STATUSES, type SetupItem, type SetupStatus } from '@shop/domain/owner-day.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/list-states';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ownerDayQueries, ownerDayWrites } from './owner-day.queries';

const STATUS: Record<SetupStatus, { label: string; className: string }> = {
  ok: { label: 'Đã thiết lập', className: 'bg-green-100 text-green-800' },
  missing: { label: 'Chưa thiết lập', className: 'bg-amber-100 text-amber-900' },
  error: { label: 'Có lỗi', className: 'bg-red-100 text-red-800' },
};

/** Screens a test lives on (Zalo's test send, the fee calculator). */
const TEST_SCREENS = {
  zalo: { to: '/settings/zalo', label: 'Gửi tin Zalo thử' },
  parcel_quote: { to: '/settings/shipping', label: 'Tính thử phí giao hàng' },
} as const;

const LINK = 'text-sm text-brand-700 underline-offset-2 hover:underline';

export function SetupChecklist() {
  const setup = useQuery(ownerDayQueries.setup());
  if (setup.error) return <ErrorState message={setup.error.message} onRetry={() => void setup.refetch()} />;
  if (!setup.data)
    return <div role="status" aria-label="Đang tải thiết lập…" className="h-14 animate-pulse rounded-lg bg-white" />;
  const done = setup.data.filter((i) => i.status === 'ok').length;
  const left = setup.data.length - done;
  // What needs the owner first (errors, then what is missing); the areas' order within each.
  const sorted = [...setup.data].sort((a, b) => SETUP_STATUSES.indexOf(b.status) - SETUP_STATUSES.indexOf(a.status));
  return (
    <details open={left > 0} className="group rounded-lg border border-gray-200 bg-white">
      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-700">
        <h2 className="font-semibold text-gray-900">Thiết lập cửa hàng</h2>
        <span className="text-sm text-gray-600">
          {left === 0 ? 'Đã thiết lập đủ' : `Đã xong ${done}/${setup.data.length} · còn ${left} mục`}
        </span>
      </summary>
      <ul aria-label="Danh sách thiết lập" className="divide-y divide-gray-100 border-t border-gray-100">
        {sorted.map((item) => (
          <SetupLine key={item.key} item={item} />
        ))}
      </ul>
    </details>
  );
}

function SetupLine({ item }: { item: SetupItem }) {
  const status = STATUS[item.status];
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-[1_1_16rem]">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{item.label}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
        </p>
        <p className="mt-1 text-sm break-words text-gray-600">{item.detail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {item.link && (
          // The server names a screen of this back office (a settings route); the router checks it at run time.
          <Link to={item.link as '/'} className={LINK}>
            Mở cài đặt →
          </Link>
        )}
        {!item.link && item.status !== 'ok' && <span className="text-xs text-gray-500">Đặt trên máy chủ</span>}
        {item.test === 'mail' && <TestMailButton />}
        {(item.test === 'zalo' || item.test === 'parcel_quote') && (
          <Link to={TEST_SCREENS[item.test].to} className={LINK}>
            {TEST_SCREENS[item.test].label}
          </Link>
        )}
      </div>
    </li>
  );
}

function TestMailButton() {
  const send = useStaffWrite({ write: ownerDayWrites.testMail, success: (r) => r.detail, tell: 'toast' });
  return (
    <Button tone="secondary" busy={send.isPending} onClick={() => send.mutate(undefined)}>
      Gửi thư thử
    </Button>
  );
}
