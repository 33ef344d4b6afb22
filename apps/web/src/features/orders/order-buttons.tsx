/**
 * The order page's two buttons (spec 2 §2 'Order detail'; DESIGN §12): 'Liên hệ người bán' opens the shop's Zalo chat
 * and copies 'Đơn hàng #{id}' for the shopper to paste there; 'Mua lại' puts the order's lines that can still be
 * bought into the cart at today's prices, says which can't, and opens the cart.
 */
import type { Product } from '@shop/domain/catalog.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { shopQueries } from '../../lib/shop.queries';
import { toast } from '../../lib/toast';
import { useCart } from '../cart';
import { catalogQueries } from '../catalog';
import { REORDER_TEXTS, planReorder } from './reorder';

/** Long enough to read a list of names. */
const MISSING_TOAST_MS = 10_000;

export const CONTACT_TEXTS = {
  copied: (text: string) => `Đã sao chép “${text}” — dán vào Zalo để người bán biết đơn của bạn.`,
} as const;

/** Before the shop's settings arrive (or if they fail) the link goes to the support centre, which lists every channel. */
const SUPPORT_PATH = '/ho-tro-khach-hang';

export function ContactSellerLink({ orderId }: { orderId: number }) {
  const config = useQuery(shopQueries.config());
  const zalo = config.data?.zalo_url;
  const copy = () => {
    if (!zalo) return;
    const text = `Đơn hàng #${orderId}`;
    // Started inside the click, while the page still has the user's gesture and focus (the chat opens in a new tab).
    navigator.clipboard?.writeText(text).then(
      () => toast.success(CONTACT_TEXTS.copied(text)),
      (error: unknown) => console.error('Copy failed', error),
    );
  };
  return (
    <a
      href={zalo || SUPPORT_PATH}
      {...(zalo ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={copy}
      className="rounded-md border border-brand-700 px-5 py-2.5 text-center font-semibold text-brand-700"
    >
      Liên hệ người bán
    </a>
  );
}

async function todaysProducts(
  fetchProduct: (id: number) => Promise<Product>,
  ids: number[],
): Promise<Map<number, Product>> {
  const answers = await Promise.allSettled(ids.map(fetchProduct));
  const products = new Map<number, Product>();
  for (const answer of answers) if (answer.status === 'fulfilled') products.set(answer.value.id, answer.value);
  return products;
}

export function BuyAgainButton({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { addToCart, items } = useCart();
  const [busy, setBusy] = useState(false);

  async function buyAgain() {
    setBusy(true);
    try {
      const ids = [...new Set(order.items.flatMap((i) => (i.product.id === null ? [] : [i.product.id])))];
      // Today's product, not a cached one: the cart takes today's price and stock.
      const products = await todaysProducts(
        (id) => queryClient.fetchQuery({ ...catalogQueries.product(id), staleTime: 0 }),
        ids,
      );
      const plan = planReorder(order.items, products, items);
      let added = 0;
      for (const line of plan.lines) {
        if ((await addToCart(line.product, line.quantity, line.variant)).success) added += 1;
      }
      if (added === 0) {
        toast.error(REORDER_TEXTS.nothing, { duration: MISSING_TOAST_MS });
        return;
      }
      if (plan.missing.length) toast.error(REORDER_TEXTS.some(plan.missing), { duration: MISSING_TOAST_MS });
      await navigate({ to: '/cart' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void buyAgain()}
      className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white disabled:opacity-50"
    >
      Mua lại
    </button>
  );
}
