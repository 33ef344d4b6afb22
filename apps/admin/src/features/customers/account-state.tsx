/** Whether a customer's account may sign in: a badge. */
export function AccountState({ active }: { active: boolean }) {
  return active ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-green-800">
      Đang hoạt động
    </span>
  ) : (
    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-gray-700">
      Đã vô hiệu hóa
    </span>
  );
}

/** The e-mail to show: none for the placeholder of an order taken without one (DESIGN §7 `{phone}@guest.local`). */
export function shownEmail(email: string): string {
  return email.endsWith('@guest.local') ? '' : email;
}
