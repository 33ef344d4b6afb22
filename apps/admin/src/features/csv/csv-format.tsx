/** The file's format, from the domain's column list and limits, so staff can prepare one in a spreadsheet. */
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
} from '@shop/domain/admin-catalog-csv.rules';

export function CsvFormat() {
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Định dạng file CSV</summary>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
        <li>
          Mã hóa UTF-8 (file xuất có BOM để Excel đọc đúng tiếng Việt; trong Excel hãy lưu “CSV UTF-8”). Phân cách bằng
          dấu phẩy hoặc dấu chấm phẩy.
        </li>
        <li>
          Mỗi dòng là một phân loại (hoặc một dòng cho sản phẩm không có phân loại); các cột của sản phẩm lặp lại trên
          từng dòng.
        </li>
        <li>
          Sản phẩm được nhận theo <code>product_slug</code>, phân loại theo <code>variant_sku</code>. Nhập file không
          bao giờ xóa gì; ô tồn kho để trống thì giữ nguyên tồn kho.
        </li>
        <li>
          Tối đa {CSV_MAX_ROWS.toLocaleString('vi-VN')} dòng dữ liệu và {CSV_MAX_BYTES / 1024 / 1024} MB mỗi file.
        </li>
        <li>Dòng tiêu đề (dòng 1) phải có đúng các cột sau, theo thứ tự bất kỳ:</li>
      </ul>
      <p className="mt-2 font-mono text-xs break-words text-gray-800">{PRODUCT_CSV_COLUMNS.join(', ')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-700">
        <li>
          <code>sku</code> là mã SKU của sản phẩm không có phân loại (để liên kết với sàn TMĐT); <code>cost_price</code>{' '}
          và <code>variant_cost_price</code> là giá vốn (đồng, chỉ nhân viên thấy; để trống giá vốn của phân loại thì
          theo giá vốn của sản phẩm).
        </li>
        <li>
          Có thể bỏ các cột {PRODUCT_CSV_OPTIONAL_COLUMNS.join(', ')} (file lưu từ trước): khi đó giữ nguyên giá trị
          đang có; có cột mà ô để trống nghĩa là không có.
        </li>
      </ul>
    </details>
  );
}
