import { contact, p, type PolicyDocument, ul } from '../policy-document';

/** spec 1 §9 FAQ statements: the privacy policy says the shop does not serve children under 13. */
export const privacyPolicy: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Trà Sữa Nguyên Liệu tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập thông tin gì, dùng vào việc gì, chia sẻ với ai và bạn có những quyền gì, phù hợp với quy định của pháp luật Việt Nam về bảo vệ dữ liệu cá nhân.',
  sections: [
    {
      id: 'thong-tin-thu-thap',
      heading: 'Thông tin chúng tôi thu thập',
      blocks: [
        ul(
          'Thông tin bạn cung cấp khi đăng ký, đặt hàng hoặc liên hệ: họ tên, email, số điện thoại, địa chỉ giao hàng.',
          'Thông tin đơn hàng: sản phẩm đã mua, mã giảm giá đã dùng, hình thức và trạng thái thanh toán.',
          'Thông tin kỹ thuật khi bạn truy cập website: địa chỉ IP, loại trình duyệt và thiết bị, dùng để bảo mật và chống gian lận.',
        ),
        p(
          'Giỏ hàng và phiên đăng nhập được lưu trong bộ nhớ trình duyệt trên thiết bị của bạn. Chúng tôi không thu thập hay lưu thông tin thẻ ngân hàng: giao dịch thẻ được xử lý bởi cổng thanh toán PayOS.',
        ),
      ],
    },
    {
      id: 'muc-dich',
      heading: 'Mục đích sử dụng',
      blocks: [
        ul(
          'Xử lý, xác nhận và giao đơn hàng; liên hệ khi cần làm rõ đơn hàng.',
          'Xác nhận thanh toán, xử lý đổi trả, bảo hành và hoàn tiền.',
          'Quản lý tài khoản, gửi email đặt lại mật khẩu khi bạn yêu cầu.',
          'Trả lời câu hỏi và yêu cầu hỗ trợ của bạn.',
          'Cải thiện website, đo lường hiệu quả quảng cáo và phòng chống gian lận.',
        ),
      ],
    },
    {
      id: 'chia-se',
      heading: 'Chia sẻ thông tin',
      blocks: [
        p('Chúng tôi không bán hay cho thuê thông tin cá nhân của bạn. Thông tin chỉ được chia sẻ khi cần thiết với:'),
        ul(
          'Đơn vị vận chuyển đối tác: họ tên, số điện thoại và địa chỉ nhận hàng để giao hàng.',
          'Ngân hàng và cổng thanh toán (PayOS): thông tin cần thiết để xử lý giao dịch.',
          'Cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu.',
        ),
      ],
    },
    {
      id: 'bao-ve',
      heading: 'Bảo vệ thông tin',
      blocks: [
        ul(
          'Dữ liệu được truyền qua kết nối mã hóa HTTPS.',
          'Mật khẩu được lưu dưới dạng mã hóa một chiều; nhân viên cũng không xem được mật khẩu của bạn.',
          'Chỉ nhân viên có nhiệm vụ mới được truy cập thông tin đơn hàng.',
        ),
      ],
    },
    {
      id: 'luu-tru',
      heading: 'Thời gian lưu trữ',
      blocks: [
        p(
          'Thông tin tài khoản được lưu trong thời gian tài khoản còn hoạt động. Thông tin đơn hàng được lưu theo thời hạn pháp luật về kế toán, thuế yêu cầu; sau đó được xóa hoặc ẩn danh.',
        ),
      ],
    },
    {
      id: 'quyen-cua-ban',
      heading: 'Quyền của bạn',
      blocks: [
        ul(
          'Xem và chỉnh sửa thông tin cá nhân trong trang Tài khoản.',
          'Yêu cầu cung cấp bản sao, xóa dữ liệu hoặc đóng tài khoản.',
          'Rút lại sự đồng ý nhận thông tin khuyến mãi bất kỳ lúc nào.',
        ),
        p('Chúng tôi phản hồi yêu cầu của bạn trong thời hạn pháp luật quy định.'),
      ],
    },
    {
      id: 'tre-em',
      heading: 'Trẻ em',
      blocks: [
        p(
          'Chúng tôi không cung cấp dịch vụ cho trẻ em dưới 13 tuổi và không cố ý thu thập thông tin của trẻ em dưới 13 tuổi. Nếu phát hiện thông tin như vậy, chúng tôi sẽ xóa ngay. Cha mẹ hoặc người giám hộ có thể liên hệ với chúng tôi để yêu cầu xóa.',
        ),
      ],
    },
    {
      id: 'thay-doi',
      heading: 'Thay đổi chính sách',
      blocks: [
        p(
          'Khi chính sách thay đổi, chúng tôi cập nhật ngày "Cập nhật lần cuối" ở đầu trang và thông báo trên website nếu thay đổi ảnh hưởng đến quyền của bạn.',
        ),
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ về quyền riêng tư',
      blocks: [p('Mọi câu hỏi hoặc yêu cầu về dữ liệu cá nhân, vui lòng liên hệ:'), contact],
    },
  ],
};
