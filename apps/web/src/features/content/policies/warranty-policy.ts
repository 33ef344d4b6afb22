import { contact, note, ol, p, type PolicyDocument, ul } from '../policy-document';

/** spec 1 §9 FAQ statements: equipment warranty 6-12 months. The rest of the page is the shop's usual terms. */
export const warrantyPolicy: PolicyDocument = {
  updated: '2025-07-01',
  intro:
    'Máy móc và thiết bị pha chế mua tại Trà Sữa Nguyên Liệu được bảo hành để quán của bạn luôn hoạt động ổn định. Trang này nói rõ thời hạn, điều kiện và cách gửi bảo hành.',
  sections: [
    {
      id: 'pham-vi',
      heading: 'Sản phẩm được bảo hành',
      blocks: [
        p(
          'Chính sách áp dụng cho máy móc và thiết bị pha chế: máy dán miệng ly, máy xay sinh tố, nồi nấu trân châu và các thiết bị điện khác.',
        ),
        p(
          'Nguyên liệu thực phẩm, ly, bao bì và dụng cụ không dùng điện không có bảo hành; khi bị lỗi, sản phẩm được đổi theo Chính sách đổi trả.',
        ),
      ],
    },
    {
      id: 'thoi-han',
      heading: 'Thời hạn bảo hành',
      blocks: [
        ul(
          'Thiết bị được bảo hành từ 6 đến 12 tháng tùy sản phẩm; thời hạn cụ thể ghi trên trang sản phẩm và phiếu bảo hành.',
          'Thời hạn bảo hành được tính từ ngày bạn nhận hàng.',
          'Trong 7 ngày đầu, máy lỗi do nhà sản xuất được đổi máy mới theo Chính sách đổi trả thay vì sửa chữa.',
        ),
      ],
    },
    {
      id: 'dieu-kien',
      heading: 'Điều kiện bảo hành',
      blocks: [
        ul(
          'Sản phẩm còn trong thời hạn bảo hành.',
          'Lỗi kỹ thuật do nhà sản xuất (động cơ, bo mạch, bộ phận gia nhiệt…).',
          'Có hóa đơn mua hàng hoặc phiếu bảo hành; tem bảo hành (nếu có) còn nguyên vẹn.',
        ),
      ],
    },
    {
      id: 'khong-bao-hanh',
      heading: 'Trường hợp không được bảo hành',
      blocks: [
        ul(
          'Hư hỏng do rơi vỡ, va đập, vào nước hoặc côn trùng.',
          'Sử dụng sai điện áp, sai hướng dẫn hoặc dùng cho mục đích khác.',
          'Sản phẩm đã bị tháo mở hoặc sửa chữa bởi bên không được chúng tôi ủy quyền.',
          'Hao mòn tự nhiên của linh kiện tiêu hao như lưỡi dao, gioăng cao su, màng dán.',
          'Quà tặng kèm đơn hàng.',
        ),
      ],
    },
    {
      id: 'quy-trinh',
      heading: 'Quy trình bảo hành',
      blocks: [
        ol(
          'Liên hệ hotline, Zalo hoặc email, cho biết mã đơn hàng, tên sản phẩm và mô tả lỗi (kèm video nếu có).',
          'Kỹ thuật viên hướng dẫn kiểm tra nhanh; nhiều lỗi nhỏ có thể khắc phục ngay qua điện thoại.',
          'Nếu cần sửa chữa, bạn mang máy đến cửa hàng gần nhất tại TP. Hồ Chí Minh hoặc gửi qua đơn vị vận chuyển theo hướng dẫn.',
          'Chúng tôi kiểm tra, báo thời gian dự kiến và sửa chữa hoặc thay linh kiện miễn phí nếu lỗi thuộc diện bảo hành.',
        ),
        note(
          'Với lỗi ngoài phạm vi bảo hành, chúng tôi vẫn hỗ trợ sửa chữa; chi phí linh kiện được báo để bạn đồng ý trước khi thực hiện.',
        ),
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ bảo hành',
      blocks: [contact],
    },
  ],
};
