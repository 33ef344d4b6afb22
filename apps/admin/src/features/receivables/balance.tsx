import { formatVnd } from '../../lib/format';

/** An account's balance: what the customer owes, or their credit (a negative balance) said as such. */
export function Balance({ amount }: { amount: number }) {
  if (amount < 0) {
    return <span className="whitespace-nowrap text-brand-800 tabular-nums">Dư có {formatVnd(-amount)}</span>;
  }
  return <span className="font-semibold whitespace-nowrap tabular-nums">{formatVnd(amount)}</span>;
}
