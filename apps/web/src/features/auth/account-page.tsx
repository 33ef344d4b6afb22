import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';
import { logout, useAuthStatus } from './auth-store';
import { authQueries, forgetAccountData } from './auth.queries';
import { ChangePasswordForm } from './change-password-form';
import { ProfileTab } from './profile-form';
import { LOGIN_PATH } from './require-auth';

const TAB_LABELS: Record<AccountTab, string> = {
  profile: 'Thông tin cá nhân',
  password: 'Đổi mật khẩu',
  orders: 'Lịch sử đơn hàng',
};

/**
 * /account (spec 1 §2): tabs profile, change password and order history, plus logout. Signed out meanwhile (the
 * refresh failed, another tab logged out): back to the login page, which returns here afterwards. The order history
 * is the orders feature's: the route hands it in.
 */
export function AccountPage({ tab, orderHistory }: { tab: AccountTab; orderHistory: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href = useLocation({ select: (l) => l.href });
  const status = useAuthStatus();
  const loggingOut = useRef(false);
  const me = useQuery(authQueries.me());

  // The account's cached data goes once this page has gone (removing it while shown would fetch it again).
  const forgetAccount = () => forgetAccountData(queryClient);

  useEffect(() => {
    if (status !== 'unauthenticated' || loggingOut.current) return;
    void navigate({ to: LOGIN_PATH, search: { redirect: href }, replace: true }).then(forgetAccount);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the sign-in state should navigate
  }, [status]);

  // spec 1 §2 Account: logout ends the session (server and tokens) and goes to /.
  const onLogout = () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    void logout()
      .then(() => navigate({ to: '/' }))
      .then(forgetAccount);
  };

  const name = me.data ? [me.data.first_name, me.data.last_name].filter(Boolean).join(' ') || me.data.username : '';
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">Tài khoản của tôi</h1>
          {/* Reserved line: the greeting arrives with the profile without moving the page. */}
          <p className="mt-1 h-5 truncate text-sm text-gray-600">{name && `Xin chào, ${name}`}</p>
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Đăng xuất
        </button>
      </div>
      <AccountTabs
        tab={tab}
        orderHistory={orderHistory}
        onChange={(next) =>
          void navigate({ to: '/account', search: next === 'profile' ? {} : { tab: next }, replace: true })
        }
      />
    </div>
  );
}

function AccountTabs({
  tab,
  orderHistory,
  onChange,
}: {
  tab: AccountTab;
  orderHistory: ReactNode;
  onChange: (tab: AccountTab) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  // The tabs pattern (WAI-ARIA APG): arrow keys, Home and End move between tabs and select them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ACCOUNT_TABS.indexOf(tab);
    const last = ACCOUNT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const target = ACCOUNT_TABS[next]!;
    onChange(target);
    listRef.current?.querySelector<HTMLButtonElement>(`#account-tab-${target}`)?.focus();
  };

  return (
    <div className="mt-4 rounded-lg border border-gray-200 bg-white">
      <div
        ref={listRef}
        role="tablist"
        aria-label="Tài khoản"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 border-b border-gray-200 sm:flex"
      >
        {ACCOUNT_TABS.map((key) => {
          const selected = key === tab;
          return (
            <button
              key={key}
              id={`account-tab-${key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`account-panel-${key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(key)}
              className={`-mb-px border-b-2 px-2 py-3 text-center text-sm leading-tight font-semibold sm:px-5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${
                selected ? 'border-brand-700 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              {TAB_LABELS[key]}
            </button>
          );
        })}
      </div>
      <div
        id={`account-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`account-tab-${tab}`}
        tabIndex={0}
        className="p-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 sm:p-6"
      >
        {tab === 'profile' && <ProfileTab />}
        {tab === 'password' && <ChangePasswordForm />}
        {tab === 'orders' && orderHistory}
      </div>
    </div>
  );
}
