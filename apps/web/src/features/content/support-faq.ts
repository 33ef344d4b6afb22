import { foldVietnamese } from '@shop/domain/search-text';
import { POLICY_PAGES, type PolicyLink } from './policy-links';

/** The support centre's FAQ categories (spec 1 §2); 'all' is the dropdown's 'Tất cả'. */
export const FAQ_CATEGORIES = [
  { value: 'all', label: 'Tất cả' },
  { value: 'order', label: 'Đặt hàng' },
  { value: 'payment', label: 'Thanh toán' },
  { value: 'shipping', label: 'Giao hàng' },
  { value: 'return', label: 'Đổi trả' },
  { value: 'warranty', label: 'Bảo hành' },
  { value: 'wholesale', label: 'Mua sỉ' },
  { value: 'partnership', label: 'Hợp tác' },
] as const;

export type FaqCategoryFilter = (typeof FAQ_CATEGORIES)[number]['value'];
export type FaqCategory = Exclude<FaqCategoryFilter, 'all'>;

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** The policy page that says more, linked under the answer. */
  policy?: PolicyLink;
}

export function faqCategoryLabel(category: FaqCategoryFilter): string {
  return FAQ_CATEGORIES.find((c) => c.value === category)?.label ?? '';
}

/** The eight built-in entries (spec 1 §2), written from spec 1 §9 'FAQ statements'. */
export const SUPPORT_FAQ: readonly FaqEntry[] = [
  {
    id: 'dat-hang',
    category: 'order',
    question: 'Làm thế nào để đặt hàng?',
    answer:
      'Chọn sản phẩm, bấm "Thêm vào giỏ hàng", rồi mở giỏ hàng và bấm "Thanh toán" để nhập thông tin giao hàng. Bạn có thể đặt hàng không cần tài khoản. Nếu cần hỗ trợ, trung tâm hỗ trợ khách hàng hoạt động 24/7 qua hotline, Zalo và email.',
  },
  {
    id: 'tra-cuu-don',
    category: 'order',
    question: 'Làm sao để kiểm tra tình trạng đơn hàng?',
    answer:
      'Vào trang Tra cứu đơn hàng và nhập mã đơn hàng cùng email đã dùng khi đặt hàng. Nếu đã đăng nhập, bạn xem toàn bộ đơn hàng trong mục Tài khoản → Lịch sử đơn hàng.',
  },
  {
    id: 'hinh-thuc-thanh-toan',
    category: 'payment',
    question: 'Cửa hàng hỗ trợ những hình thức thanh toán nào?',
    answer:
      'Bạn có thể thanh toán tiền mặt khi nhận hàng (COD), chuyển khoản ngân hàng qua mã VietQR (xác nhận tự động), hoặc thanh toán thẻ và ví điện tử qua cổng thanh toán PayOS.',
    policy: POLICY_PAGES.payment,
  },
  {
    id: 'thoi-gian-giao',
    category: 'shipping',
    question: 'Bao lâu thì tôi nhận được hàng?',
    answer:
      'Đơn hàng nội thành TP. Hồ Chí Minh được giao trong 1-2 ngày làm việc (phần lớn ngay trong ngày), các tỉnh thành khác trong 3-5 ngày làm việc. Đơn từ 1.000.000 ₫ trong bán kính 5 km tại TP. Hồ Chí Minh được miễn phí giao hàng.',
    policy: POLICY_PAGES.delivery,
  },
  {
    id: 'doi-tra',
    category: 'return',
    question: 'Tôi có thể đổi trả sản phẩm không?',
    answer:
      'Có. Sản phẩm lỗi do nhà sản xuất hoặc giao sai được đổi trả trong vòng 7 ngày, kèm hóa đơn mua hàng; nếu thiếu phụ kiện hoặc hàng bị vỡ, vui lòng báo trong 48 giờ kể từ khi nhận hàng. Quà tặng không áp dụng đổi trả và chi phí đổi trả được miễn phí.',
    policy: POLICY_PAGES.returns,
  },
  {
    id: 'bao-hanh',
    category: 'warranty',
    question: 'Máy móc, thiết bị được bảo hành bao lâu?',
    answer:
      'Máy móc và thiết bị pha chế được bảo hành từ 6 đến 12 tháng tùy sản phẩm, tính từ ngày nhận hàng. Thời hạn cụ thể ghi trên trang sản phẩm và phiếu bảo hành.',
    policy: POLICY_PAGES.warranty,
  },
  {
    id: 'mua-si',
    category: 'wholesale',
    question: 'Cửa hàng có giá sỉ cho quán và đại lý không?',
    answer:
      'Có. Quán trà sữa, quán cà phê và đại lý mua số lượng lớn được hưởng giá sỉ ưu đãi theo từng mức số lượng. Liên hệ hotline hoặc Zalo để nhận bảng giá sỉ mới nhất.',
  },
  {
    id: 'hop-tac',
    category: 'partnership',
    question: 'Tôi muốn hợp tác kinh doanh hoặc trở thành nhà cung cấp?',
    answer:
      'Chúng tôi luôn chào đón nhà cung cấp, đại lý phân phối và đối tác mở quán. Vui lòng gửi thông tin và đề xuất hợp tác qua email hoặc gọi hotline, bộ phận kinh doanh sẽ liên hệ lại với bạn.',
  },
];

/**
 * The entries in a category whose question or answer contains the search text (spec 1 §2). Matching ignores case
 * and Vietnamese accents, so 'giao hang' finds 'Giao hàng'.
 */
export function filterFaq(entries: readonly FaqEntry[], text: string, category: FaqCategoryFilter): FaqEntry[] {
  const needle = foldVietnamese(text);
  return entries.filter(
    (entry) =>
      (category === 'all' || entry.category === category) &&
      (needle === '' ||
        foldVietnamese(entry.question).includes(needle) ||
        foldVietnamese(entry.answer).includes(needle)),
  );
}
