/** A shop day ('YYYY-MM-DD') as staff read it: `05/03` on an axis, `05/03/2026` elsewhere. */
export function dayLabel(day: string, style: 'short' | 'long'): string {
  const [y, m, d] = day.split('-');
  return style === 'short' ? `${d}/${m}` : `${d}/${m}/${y}`;
}
