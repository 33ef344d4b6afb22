import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/about-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/_shop/about')({
  head: () =>
    pageHead(
      'Giới thiệu',
      'Trà Sữa Nguyên Liệu: nguyên liệu pha chế trà sữa, trà trái cây, sinh tố, dụng cụ và máy móc; cửa hàng tại TP. Hồ Chí Minh, giao hàng toàn quốc.',
    ),
  component: AboutPage,
});
