import { createFileRoute } from '@tanstack/react-router';
import { NewPromotion } from '../../../features/promotions/promotion-editor';

export const Route = createFileRoute('/_desk/promotions/new')({
  head: () => ({ meta: [{ title: 'Thêm mã giảm giá — Quản trị' }] }),
  component: NewPromotion,
});
