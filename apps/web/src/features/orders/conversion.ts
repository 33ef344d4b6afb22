/**
 * The ad conversion of a placed order (spec 2 §2 'Order success', §9): once per page load, 1500 ms after the
 * order is shown. A gtag-style `dataLayer` entry; no external script is loaded in this build, a tag manager added
 * later reads the same queue.
 */
export const CONVERSION_DELAY_MS = 1500;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const recorded = new Set<number>();

/** Schedules the conversion of `orderId`; returns the cancel function (the page left before the delay). */
export function scheduleConversion(conversionId: string, order: { id: number; final_total: number }): () => void {
  if (recorded.has(order.id)) return () => {};
  const timer = setTimeout(() => {
    if (recorded.has(order.id)) return;
    recorded.add(order.id);
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push([
      'event',
      'conversion',
      { send_to: conversionId, value: order.final_total, currency: 'VND', transaction_id: String(order.id) },
    ]);
  }, CONVERSION_DELAY_MS);
  return () => clearTimeout(timer);
}
