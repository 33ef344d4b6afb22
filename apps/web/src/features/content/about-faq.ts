/** The about page's FAQ (spec 2 §9: an accordion of five items, the first open by default). */
export const ABOUT_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Trà Sữa Nguyên Liệu bán những sản phẩm gì?',
    answer:
      'Chúng tôi cung cấp nguyên liệu pha chế trà sữa, trà trái cây và sinh tố: trà, bột pha chế, siro và sốt, topping và trân châu, sữa và kem, mứt trái cây; cùng dụng cụ pha chế, máy móc, ly và bao bì cho quán.',
  },
  {
    question: 'Cửa hàng có giao hàng toàn quốc không?',
    answer:
      'Có. Tại TP. Hồ Chí Minh, nhân viên của cửa hàng giao trong ngày, chậm nhất trong vòng 24 giờ; các tỉnh, thành phố khác được giao qua đơn vị vận chuyển đối tác trong 2-5 ngày làm việc.',
  },
  {
    question: 'Sản phẩm có rõ nguồn gốc và hạn sử dụng không?',
    answer:
      'Tất cả sản phẩm được nhập từ nhà sản xuất và nhà phân phối chính hãng, có đầy đủ nhãn mác và hạn sử dụng. Chúng tôi bảo quản nguyên liệu đúng điều kiện và xuất hàng theo thứ tự hạn dùng.',
  },
  {
    question: 'Tôi sắp mở quán, cửa hàng có tư vấn không?',
    answer:
      'Có. Nhân viên tư vấn miễn phí cách chọn nguyên liệu, máy móc phù hợp với thực đơn và ngân sách, kèm công thức pha chế cơ bản. Bạn có thể ghé cửa hàng hoặc nhắn Zalo để được hỗ trợ.',
  },
  {
    question: 'Làm sao để mua với giá sỉ?',
    answer:
      'Quán và đại lý mua số lượng lớn được hưởng giá sỉ theo từng mức số lượng. Liên hệ hotline hoặc Zalo để nhận bảng giá sỉ và chính sách cho đại lý.',
  },
];
