import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditPromotion } from '../../../features/promotions/promotion-editor';
import { promotionsQueries } from '../../../features/promotions/promotions.queries';
import { prefetchForStaff } from '../../../lib/session';

export const Route = createFileRoute('/_desk/promotions/$promotionId')({
  params: {
    parse: ({ promotionId }) => {
      const id = Number(promotionId);
      if (!/^\d{1,10}$/.test(promotionId) || !Number.isSafeInteger(id) || id < 1) throw notFound();
      return { promotionId: id };
    },
    stringify: ({ promotionId }) => ({ promotionId: String(promotionId) }),
  },
  loader: ({ context, params }) => prefetchForStaff(context.queryClient, promotionsQueries.detail(params.promotionId)),
  head: ({ params }) => ({ meta: [{ title: `Mã giảm giá #${params.promotionId} — Quản trị` }] }),
  component: PromotionPage,
});

function PromotionPage() {
  const { promotionId } = Route.useParams();
  return <EditPromotion promotionId={promotionId} />;
}
