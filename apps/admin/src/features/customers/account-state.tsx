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
