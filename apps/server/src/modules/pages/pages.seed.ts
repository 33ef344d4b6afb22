import type { PageSlug } from '@shop/domain/pages.constants';

/**
 * The built-in texts of the content pages (spec 1 §2, §9 FAQ statements), written to the `pages` table on first
 * read; from then on admins edit them in the back office. `updated` is the date the policy page shows until then.
 * Markdown conventions: packages/domain page-content.ts.
 */
export const PAGE_SEED: readonly { slug: PageSlug; updated: string; body: string }[] = [
  {
    slug: 'ho-tro-khach-hang',
    updated: '2025-07-01',
    body: `# Đặt hàng

## Làm thế nào để đặt hàng?

Chọn sản phẩm, bấm "Thêm vào giỏ hàng", rồi mở giỏ hàng và bấm "Thanh toán" để nhập thông tin giao hàng. Bạn có thể đặt hàng không cần tài khoản. Nếu cần hỗ trợ, trung tâm hỗ trợ khách hàng hoạt động 24/7 qua hotline, Zalo và email.

## Làm sao để kiểm tra tình trạng đơn hàng?

Vào trang Tra cứu đơn hàng và nhập mã đơn hàng cùng email đã dùng khi đặt hàng. Nếu đã đăng nhập, bạn xem toàn bộ đơn hàng trong mục Tài khoản → Lịch sử đơn hàng.

# Thanh toán

## Cửa hàng hỗ trợ những hình thức thanh toán nào?

Bạn có thể thanh toán tiền mặt khi nhận hàng (COD), chuyển khoản ngân hàng qua mã VietQR (xác nhận tự động), hoặc thanh toán thẻ và ví điện tử qua cổng thanh toán PayOS.

[Xem chính sách thanh toán →](/chinh-sach-thanh-toan)

# Giao hàng

## Bao lâu thì tôi nhận được hàng?

Đơn hàng nội thành TP. Hồ Chí Minh được giao trong 1-2 ngày làm việc (phần lớn ngay trong ngày), các tỉnh thành khác trong 3-5 ngày làm việc. Đơn từ 1.000.000 ₫ trong bán kính 5 km tại TP. Hồ Chí Minh được miễn phí giao hàng.

[Xem chính sách giao hàng →](/chinh-sach-giao-hang)

# Đổi trả

## Tôi có thể đổi trả sản phẩm không?

Có. Sản phẩm lỗi do nhà sản xuất hoặc giao sai được đổi trả trong vòng 7 ngày, kèm hóa đơn mua hàng; nếu thiếu phụ kiện hoặc hàng bị vỡ, vui lòng báo trong 48 giờ kể từ khi nhận hàng. Quà tặng không áp dụng đổi trả và chi phí đổi trả được miễn phí.

[Xem chính sách đổi trả →](/chinh-sach-doi-tra)

# Bảo hành

## Máy móc, thiết bị được bảo hành bao lâu?

Máy móc và thiết bị pha chế được bảo hành từ 6 đến 12 tháng tùy sản phẩm, tính từ ngày nhận hàng. Thời hạn cụ thể ghi trên trang sản phẩm và phiếu bảo hành.

[Xem chính sách bảo hành →](/chinh-sach-bao-hanh)

# Mua sỉ

## Cửa hàng có giá sỉ cho quán và đại lý không?

Có. Quán trà sữa, quán cà phê và đại lý mua số lượng lớn được hưởng giá sỉ ưu đãi theo từng mức số lượng. Liên hệ hotline hoặc Zalo để nhận bảng giá sỉ mới nhất.

# Hợp tác

## Tôi muốn hợp tác kinh doanh hoặc trở thành nhà cung cấp?

Chúng tôi luôn chào đón nhà cung cấp, đại lý phân phối và đối tác mở quán. Vui lòng gửi thông tin và đề xuất hợp tác qua email hoặc gọi hotline, bộ phận kinh doanh sẽ liên hệ lại với bạn.
`,
  },
  {
    slug: 'chinh-sach-giao-hang',
    updated: '2025-07-01',
    body: `Trà Sữa Nguyên Liệu giao hàng trên toàn quốc. Trang này cho bạn biết ai giao hàng, giao trong bao lâu, phí giao hàng được tính như thế nào và cần làm gì khi nhận hàng.

## Phạm vi giao hàng {#pham-vi-giao-hang}

Chúng tôi nhận giao hàng đến tất cả tỉnh, thành phố trên toàn quốc:

- Tại TP. Hồ Chí Minh: đơn hàng do đội ngũ nhân viên giao hàng riêng của cửa hàng giao tận nơi.
- Tại các tỉnh, thành phố khác: đơn hàng được giao qua đơn vị vận chuyển đối tác.

## Thời gian giao hàng {#thoi-gian-giao-hang}

| Khu vực | Đơn vị giao hàng | Thời gian giao hàng |
| --- | --- | --- |
| TP. Hồ Chí Minh | Nhân viên giao hàng của cửa hàng | Giao trong ngày, chậm nhất trong vòng 24 giờ |
| Các tỉnh, thành phố khác | Đơn vị vận chuyển đối tác | Từ 2-5 ngày làm việc |

Thời gian giao hàng được tính từ khi đơn hàng được xác nhận. Vào dịp lễ, Tết hoặc khi thời tiết xấu, thời gian giao có thể lâu hơn; nhân viên sẽ báo trước cho bạn.

## Phí giao hàng {#phi-giao-hang}

- Miễn phí giao hàng tại TP. Hồ Chí Minh trong bán kính 5 km cho đơn hàng từ 1.000.000\u00a0₫ trở lên.
- Đơn hàng dưới 1.000.000\u00a0₫ (hoặc ngoài bán kính 5 km) trả phí giao hàng nội bộ của cửa hàng khi giao tại TP. Hồ Chí Minh, hoặc phí của đơn vị vận chuyển khi giao đến tỉnh, thành phố khác.
- Phí giao hàng được hiển thị ở bước thanh toán trước khi bạn đặt hàng.

> Bán kính 5 km được tính từ cửa hàng gần nhất của chúng tôi đến địa chỉ nhận hàng; giá trị đơn hàng là tổng tiền hàng trước khi áp dụng mã giảm giá.

## Kiểm tra khi nhận hàng {#kiem-tra-khi-nhan-hang}

Bạn vui lòng kiểm tra số lượng và tình trạng sản phẩm ngay khi nhận hàng.

- Nếu đơn hàng có vấn đề (thiếu hàng, giao sai sản phẩm, hàng bị móp, vỡ hoặc rò rỉ), hãy báo cho chúng tôi trong vòng 24 giờ kể từ khi nhận hàng.
- Khi báo, vui lòng gửi kèm mã đơn hàng cùng hình ảnh hoặc video sản phẩm và kiện hàng để chúng tôi xử lý nhanh nhất.
- Việc đổi, trả sản phẩm sau đó được thực hiện theo Chính sách đổi trả.

## Hình thức thanh toán {#thanh-toan-khi-giao-hang}

Bạn có thể thanh toán đơn hàng bằng một trong các hình thức:

- Tiền mặt khi nhận hàng (COD).
- Chuyển khoản ngân hàng.
- Ví điện tử.

Chi tiết từng hình thức có trong Chính sách thanh toán.

## Thời gian làm việc {#thoi-gian-lam-viec}

Bộ phận giao hàng làm việc từ 8h đến 20h, từ Thứ Hai đến Chủ Nhật.

Đơn hàng đặt sau 20h được xác nhận và giao từ 8h sáng hôm sau.

## Liên hệ {#lien-he}

Cần hỗ trợ về đơn hàng đang giao? Hãy liên hệ với chúng tôi:

[[lien-he]]
`,
  },
  {
    slug: 'chinh-sach-doi-tra',
    updated: '2025-07-01',
    body: `Chúng tôi muốn mọi đơn hàng đến tay bạn đầy đủ và nguyên vẹn. Nếu có sai sót, trang này cho biết trường hợp nào được đổi trả, thời hạn và cách gửi yêu cầu.

## Thời hạn đổi trả {#thoi-han-doi-tra}

| Trường hợp | Thời hạn |
| --- | --- |
| Thiếu phụ kiện, sản phẩm bị vỡ hoặc hư hỏng | Thông báo trong vòng 48 giờ kể từ khi nhận hàng |
| Máy móc, dụng cụ bị lỗi do nhà sản xuất | Đổi sản phẩm trong vòng 7 ngày |
| Nguyên liệu thực phẩm bị lỗi (đơn thanh toán chuyển khoản) | Thông báo trong vòng 3 ngày |
| Gửi sản phẩm đổi trả về cửa hàng | Trong vòng 14 ngày kể từ ngày nhận hàng |

## Thiếu phụ kiện hoặc hàng bị vỡ {#thieu-hoac-vo}

Nếu kiện hàng thiếu phụ kiện, thiếu sản phẩm hoặc sản phẩm bị vỡ, hư hỏng, bạn vui lòng thông báo cho chúng tôi trong vòng 48 giờ kể từ khi nhận hàng, kèm hình ảnh hoặc video kiện hàng và sản phẩm.

Sau khi xác nhận, chúng tôi gửi bổ sung phần còn thiếu hoặc đổi sản phẩm mới cho bạn.

## Máy móc và dụng cụ {#may-moc-dung-cu}

Máy móc và dụng cụ pha chế được đổi sản phẩm mới trong vòng 7 ngày nếu bị lỗi do nhà sản xuất.

- Sản phẩm còn đầy đủ hộp, phụ kiện, sách hướng dẫn và phiếu bảo hành (nếu có).
- Lỗi không do va đập, vào nước, dùng sai điện áp hoặc tự ý sửa chữa.
- Sau 7 ngày, máy móc và thiết bị được hỗ trợ theo Chính sách bảo hành.

## Nguyên liệu thực phẩm {#nguyen-lieu-thuc-pham}

Với đơn hàng thanh toán bằng chuyển khoản, nguyên liệu thực phẩm bị lỗi (hư hỏng, biến chất, hết hạn sử dụng, bao bì bị rách hoặc phồng) cần được thông báo cho chúng tôi trong vòng 3 ngày kể từ khi nhận hàng.

Vì lý do an toàn thực phẩm, nguyên liệu đã mở bao bì chỉ được đổi khi lỗi thuộc về sản phẩm.

## Điều kiện đổi trả {#dieu-kien}

- Có hóa đơn mua hàng: hóa đơn là điều kiện bắt buộc khi đổi trả.
- Sản phẩm được gửi trả trong vòng 14 ngày kể từ ngày nhận hàng.
- Sản phẩm còn nguyên trạng như khi nhận, kèm đầy đủ phụ kiện và quà tặng đi kèm (nếu có).

## Trường hợp không được đổi trả {#khong-ap-dung}

- Quà tặng kèm đơn hàng hoặc sản phẩm khuyến mãi tặng miễn phí: không áp dụng đổi trả.
- Sản phẩm không có hóa đơn mua hàng.
- Yêu cầu gửi sau các thời hạn nêu trên.
- Sản phẩm hư hỏng do sử dụng, bảo quản sai hướng dẫn hoặc do tác động từ bên ngoài.

## Chi phí đổi trả {#chi-phi}

Đổi trả miễn phí: chúng tôi chịu toàn bộ chi phí vận chuyển sản phẩm đổi trả khi yêu cầu đủ điều kiện theo chính sách này.

## Quy trình đổi trả {#quy-trinh}

1. Liên hệ hotline, Zalo hoặc email, cho biết mã đơn hàng và mô tả vấn đề kèm hình ảnh hoặc video.
2. Nhân viên xác nhận yêu cầu và hướng dẫn cách gửi sản phẩm về cửa hàng.
3. Gửi sản phẩm kèm hóa đơn mua hàng trong vòng 14 ngày kể từ ngày nhận hàng.
4. Chúng tôi kiểm tra sản phẩm và gửi sản phẩm thay thế, hoặc hoàn tiền theo thỏa thuận với bạn.

> Vui lòng giữ lại hóa đơn và bao bì sản phẩm cho đến khi chắc chắn không cần đổi trả.

## Liên hệ {#lien-he}

[[lien-he]]
`,
  },
  {
    slug: 'chinh-sach-bao-hanh',
    updated: '2025-07-01',
    body: `Máy móc và thiết bị pha chế mua tại Trà Sữa Nguyên Liệu được bảo hành để quán của bạn luôn hoạt động ổn định. Trang này nói rõ thời hạn, điều kiện và cách gửi bảo hành.

## Sản phẩm được bảo hành {#pham-vi}

Chính sách áp dụng cho máy móc và thiết bị pha chế: máy dán miệng ly, máy xay sinh tố, nồi nấu trân châu và các thiết bị điện khác.

Nguyên liệu thực phẩm, ly, bao bì và dụng cụ không dùng điện không có bảo hành; khi bị lỗi, sản phẩm được đổi theo Chính sách đổi trả.

## Thời hạn bảo hành {#thoi-han}

- Thiết bị được bảo hành từ 6 đến 12 tháng tùy sản phẩm; thời hạn cụ thể ghi trên trang sản phẩm và phiếu bảo hành.
- Thời hạn bảo hành được tính từ ngày bạn nhận hàng.
- Trong 7 ngày đầu, máy lỗi do nhà sản xuất được đổi máy mới theo Chính sách đổi trả thay vì sửa chữa.

## Điều kiện bảo hành {#dieu-kien}

- Sản phẩm còn trong thời hạn bảo hành.
- Lỗi kỹ thuật do nhà sản xuất (động cơ, bo mạch, bộ phận gia nhiệt…).
- Có hóa đơn mua hàng hoặc phiếu bảo hành; tem bảo hành (nếu có) còn nguyên vẹn.

## Trường hợp không được bảo hành {#khong-bao-hanh}

- Hư hỏng do rơi vỡ, va đập, vào nước hoặc côn trùng.
- Sử dụng sai điện áp, sai hướng dẫn hoặc dùng cho mục đích khác.
- Sản phẩm đã bị tháo mở hoặc sửa chữa bởi bên không được chúng tôi ủy quyền.
- Hao mòn tự nhiên của linh kiện tiêu hao như lưỡi dao, gioăng cao su, màng dán.
- Quà tặng kèm đơn hàng.

## Quy trình bảo hành {#quy-trinh}

1. Liên hệ hotline, Zalo hoặc email, cho biết mã đơn hàng, tên sản phẩm và mô tả lỗi (kèm video nếu có).
2. Kỹ thuật viên hướng dẫn kiểm tra nhanh; nhiều lỗi nhỏ có thể khắc phục ngay qua điện thoại.
3. Nếu cần sửa chữa, bạn mang máy đến cửa hàng gần nhất tại TP. Hồ Chí Minh hoặc gửi qua đơn vị vận chuyển theo hướng dẫn.
4. Chúng tôi kiểm tra, báo thời gian dự kiến và sửa chữa hoặc thay linh kiện miễn phí nếu lỗi thuộc diện bảo hành.

> Với lỗi ngoài phạm vi bảo hành, chúng tôi vẫn hỗ trợ sửa chữa; chi phí linh kiện được báo để bạn đồng ý trước khi thực hiện.

## Liên hệ bảo hành {#lien-he}

[[lien-he]]
`,
  },
  {
    slug: 'chinh-sach-thanh-toan',
    updated: '2025-07-01',
    body: `Bạn có thể chọn cách thanh toán thuận tiện nhất: tiền mặt khi nhận hàng, chuyển khoản ngân hàng qua mã VietQR, hoặc thẻ và ví điện tử qua cổng thanh toán PayOS. Giá sản phẩm tính bằng Việt Nam đồng (₫) và đã bao gồm thuế VAT.

## Các hình thức thanh toán {#hinh-thuc}

| Hình thức | Cách thanh toán | Xác nhận |
| --- | --- | --- |
| Tiền mặt khi nhận hàng (COD) | Trả tiền cho nhân viên giao hàng | Khi bạn nhận hàng |
| Chuyển khoản ngân hàng (VietQR) | Quét mã QR bằng ứng dụng ngân hàng | Tự động, thường trong 1-2 phút |
| Thẻ / ví điện tử (PayOS) | Thanh toán trên trang bảo mật của PayOS | Tự động ngay khi giao dịch thành công |

## Thanh toán khi nhận hàng (COD) {#tien-mat}

- Bạn thanh toán bằng tiền mặt cho nhân viên giao hàng hoặc đơn vị vận chuyển khi nhận hàng.
- Vui lòng kiểm tra sản phẩm trước khi thanh toán và chuẩn bị đúng số tiền trên đơn hàng.
- Đơn hàng được ghi nhận đã thanh toán sau khi giao thành công.

## Chuyển khoản ngân hàng qua mã VietQR {#chuyen-khoan}

Sau khi đặt hàng, trang thanh toán hiển thị mã QR kèm tên ngân hàng, số tài khoản, số tiền và nội dung chuyển khoản của đơn hàng.

1. Mở ứng dụng ngân hàng của bạn.
2. Quét mã QR, hoặc nhập thông tin tài khoản, số tiền và nội dung chuyển khoản.
3. Giữ nguyên nội dung chuyển khoản (mã đơn hàng) để hệ thống nhận ra đơn của bạn.
4. Xác nhận giao dịch và chờ 1-2 phút: hệ thống tự động xác nhận khi nhận được tiền, bạn không cần gửi ảnh chụp giao dịch.

> Mã QR có hiệu lực trong 10 phút. Nếu đã chuyển khoản nhưng đơn hàng chưa được xác nhận sau vài phút, hãy liên hệ hotline kèm ảnh chụp giao dịch để được kiểm tra.

## Thẻ và ví điện tử qua PayOS {#payos}

- Bạn được chuyển đến trang thanh toán của PayOS để thanh toán bằng thẻ ngân hàng hoặc ví điện tử.
- Thông tin thẻ được nhập và xử lý trên hệ thống của PayOS; chúng tôi không lưu thông tin thẻ của bạn.
- Đơn hàng chỉ được ghi nhận đã thanh toán khi PayOS xác nhận giao dịch thành công.

## Hủy đơn và hoàn tiền {#hoan-tien}

- Bạn có thể tự hủy đơn hàng khi đơn còn ở trạng thái chờ xác nhận và chưa được thanh toán.
- Đơn hàng đã thanh toán trước nếu bị hủy hoặc đổi trả theo Chính sách đổi trả sẽ được hoàn tiền qua chuyển khoản; nhân viên sẽ liên hệ để xác nhận tài khoản nhận tiền.

## Thanh toán an toàn {#an-toan}

- Chúng tôi không bao giờ yêu cầu bạn cung cấp mã OTP, mật khẩu ngân hàng hay mã PIN qua điện thoại, Zalo hoặc email.
- Chỉ chuyển khoản vào tài khoản hiển thị trên trang thanh toán của đơn hàng.
- Nếu nhận được yêu cầu thanh toán đáng ngờ nhân danh cửa hàng, hãy báo ngay cho chúng tôi.

## Liên hệ {#lien-he}

[[lien-he]]
`,
  },
  {
    slug: 'chinh-sach-bao-mat',
    updated: '2025-07-01',
    body: `Trà Sữa Nguyên Liệu tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập thông tin gì, dùng vào việc gì, chia sẻ với ai và bạn có những quyền gì, phù hợp với quy định của pháp luật Việt Nam về bảo vệ dữ liệu cá nhân.

## Thông tin chúng tôi thu thập {#thong-tin-thu-thap}

- Thông tin bạn cung cấp khi đăng ký, đặt hàng hoặc liên hệ: họ tên, email, số điện thoại, địa chỉ giao hàng.
- Thông tin đơn hàng: sản phẩm đã mua, mã giảm giá đã dùng, hình thức và trạng thái thanh toán.
- Thông tin kỹ thuật khi bạn truy cập website: địa chỉ IP, loại trình duyệt và thiết bị, dùng để bảo mật và chống gian lận.

Giỏ hàng và phiên đăng nhập được lưu trong bộ nhớ trình duyệt trên thiết bị của bạn. Chúng tôi không thu thập hay lưu thông tin thẻ ngân hàng: giao dịch thẻ được xử lý bởi cổng thanh toán PayOS.

## Mục đích sử dụng {#muc-dich}

- Xử lý, xác nhận và giao đơn hàng; liên hệ khi cần làm rõ đơn hàng.
- Xác nhận thanh toán, xử lý đổi trả, bảo hành và hoàn tiền.
- Quản lý tài khoản, gửi email đặt lại mật khẩu khi bạn yêu cầu.
- Trả lời câu hỏi và yêu cầu hỗ trợ của bạn.
- Cải thiện website, đo lường hiệu quả quảng cáo và phòng chống gian lận.

## Chia sẻ thông tin {#chia-se}

Chúng tôi không bán hay cho thuê thông tin cá nhân của bạn. Thông tin chỉ được chia sẻ khi cần thiết với:

- Đơn vị vận chuyển đối tác: họ tên, số điện thoại và địa chỉ nhận hàng để giao hàng.
- Ngân hàng và cổng thanh toán (PayOS): thông tin cần thiết để xử lý giao dịch.
- Cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu.

## Bảo vệ thông tin {#bao-ve}

- Dữ liệu được truyền qua kết nối mã hóa HTTPS.
- Mật khẩu được lưu dưới dạng mã hóa một chiều; nhân viên cũng không xem được mật khẩu của bạn.
- Chỉ nhân viên có nhiệm vụ mới được truy cập thông tin đơn hàng.

## Thời gian lưu trữ {#luu-tru}

Thông tin tài khoản được lưu trong thời gian tài khoản còn hoạt động. Thông tin đơn hàng được lưu theo thời hạn pháp luật về kế toán, thuế yêu cầu; sau đó được xóa hoặc ẩn danh.

## Quyền của bạn {#quyen-cua-ban}

- Xem và chỉnh sửa thông tin cá nhân trong trang Tài khoản.
- Yêu cầu cung cấp bản sao, xóa dữ liệu hoặc đóng tài khoản.
- Rút lại sự đồng ý nhận thông tin khuyến mãi bất kỳ lúc nào.

Chúng tôi phản hồi yêu cầu của bạn trong thời hạn pháp luật quy định.

## Trẻ em {#tre-em}

Chúng tôi không cung cấp dịch vụ cho trẻ em dưới 13 tuổi và không cố ý thu thập thông tin của trẻ em dưới 13 tuổi. Nếu phát hiện thông tin như vậy, chúng tôi sẽ xóa ngay. Cha mẹ hoặc người giám hộ có thể liên hệ với chúng tôi để yêu cầu xóa.

## Thay đổi chính sách {#thay-doi}

Khi chính sách thay đổi, chúng tôi cập nhật ngày "Cập nhật lần cuối" ở đầu trang và thông báo trên website nếu thay đổi ảnh hưởng đến quyền của bạn.

## Liên hệ về quyền riêng tư {#lien-he}

Mọi câu hỏi hoặc yêu cầu về dữ liệu cá nhân, vui lòng liên hệ:

[[lien-he]]
`,
  },
  {
    slug: 'dieu-khoan-dich-vu',
    updated: '2025-07-01',
    body: `Các điều khoản dưới đây áp dụng khi bạn truy cập website, tạo tài khoản và mua hàng tại Trà Sữa Nguyên Liệu. Vui lòng đọc kỹ trước khi sử dụng dịch vụ.

## Chấp nhận điều khoản {#chap-nhan}

Khi sử dụng website hoặc đặt hàng, bạn đồng ý với Điều khoản dịch vụ này cùng các chính sách giao hàng, đổi trả, bảo hành, thanh toán và bảo mật được đăng trên website.

## Tài khoản {#tai-khoan}

- Bạn cần cung cấp thông tin chính xác khi đăng ký và cập nhật khi có thay đổi.
- Bạn chịu trách nhiệm giữ bí mật mật khẩu và mọi hoạt động diễn ra trong tài khoản của mình.
- Khi đặt hàng không cần đăng nhập, một tài khoản được tạo tự động từ thông tin đặt hàng để bạn theo dõi đơn hàng.
- Dịch vụ không dành cho trẻ em dưới 13 tuổi.

## Đặt hàng và xác nhận đơn hàng {#dat-hang}

- Đơn hàng được ghi nhận khi bạn hoàn tất bước đặt hàng và nhận được mã đơn hàng.
- Chúng tôi có thể liên hệ để xác nhận đơn, và có quyền từ chối hoặc hủy đơn khi sản phẩm hết hàng, thông tin giao hàng không chính xác hoặc có dấu hiệu gian lận; khoản tiền đã thanh toán (nếu có) được hoàn lại đầy đủ.
- Bạn có thể tự hủy đơn hàng khi đơn còn chờ xác nhận và chưa được thanh toán.
- Số lượng tối đa của một số sản phẩm trong mỗi đơn hàng có thể bị giới hạn.

## Giá và thanh toán {#gia-va-thanh-toan}

- Giá sản phẩm tính bằng Việt Nam đồng và đã bao gồm thuế VAT.
- Giá có thể thay đổi theo thời gian; giá áp dụng cho đơn hàng là giá tại thời điểm bạn đặt hàng.
- Tổng tiền đơn hàng được hệ thống tính lại từ giá hiện hành, phí giao hàng và mã giảm giá hợp lệ trước khi bạn xác nhận.
- Hình thức thanh toán theo Chính sách thanh toán.

## Mã giảm giá {#ma-giam-gia}

- Mỗi đơn hàng áp dụng một mã giảm giá.
- Mã chỉ có hiệu lực khi còn hoạt động và đơn hàng đạt giá trị tối thiểu của mã; một số mã giới hạn số lần sử dụng cho mỗi tài khoản.
- Mã miễn phí giao hàng (Freeship) chỉ áp dụng cho đơn giao tại TP. Hồ Chí Minh.
- Mã giảm giá không có giá trị quy đổi thành tiền mặt.

## Giao hàng, đổi trả và bảo hành {#giao-hang-doi-tra}

Phạm vi, thời gian và phí giao hàng, điều kiện đổi trả và bảo hành được quy định trong Chính sách giao hàng, Chính sách đổi trả và Chính sách bảo hành.

## Sử dụng website {#su-dung-website}

- Không sử dụng website cho mục đích trái pháp luật, gian lận hoặc gây ảnh hưởng đến hoạt động của hệ thống.
- Không dùng công cụ tự động để thu thập dữ liệu hoặc đặt hàng hàng loạt.
- Nội dung, hình ảnh và nhãn hiệu trên website thuộc về Trà Sữa Nguyên Liệu hoặc các đối tác; không sao chép khi chưa được cho phép.

## Giới hạn trách nhiệm {#trach-nhiem}

Chúng tôi cố gắng để thông tin sản phẩm, giá và tồn kho luôn chính xác, nhưng không tránh khỏi sai sót. Khi phát hiện sai sót ảnh hưởng đến đơn hàng, chúng tôi sẽ liên hệ để bạn chọn tiếp tục hoặc hủy đơn. Chúng tôi không chịu trách nhiệm về thiệt hại phát sinh do sử dụng sản phẩm sai hướng dẫn.

## Thay đổi điều khoản và luật áp dụng {#thay-doi-va-luat}

- Điều khoản có thể được cập nhật; phiên bản mới có hiệu lực từ ngày đăng trên website.
- Điều khoản được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp được ưu tiên giải quyết bằng thương lượng; nếu không thành, được đưa ra tòa án có thẩm quyền tại TP. Hồ Chí Minh.

## Liên hệ {#lien-he}

[[lien-he]]
`,
  },
];
