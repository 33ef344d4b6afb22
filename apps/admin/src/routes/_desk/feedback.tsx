import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../features/content/feedback-page';
import { feedbackQuery } from '../../features/content/content.queries';
import { prefetchForStaff } from '../../lib/session';

export const Route = createFileRoute('/_desk/feedback')({
  loader: ({ context }) => prefetchForStaff(context.queryClient, feedbackQuery()),
  head: () => ({ meta: [{ title: 'Đánh giá — Quản trị' }] }),
  component: FeedbackPage,
});
