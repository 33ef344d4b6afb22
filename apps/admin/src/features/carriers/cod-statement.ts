/**
 * Reads a carrier's COD statement (bảng kê đối soát) exported as CSV: one row per order with the money the carrier
 * transferred for it. Carriers name their columns differently (GHN: "Mã đơn khách hàng", "Tiền thu hộ"; GHTK: "Mã
 * đơn KH", "Tiền COD"), so columns are found by their folded names; a row naming only the carrier's code is matched
 * to its order through what the carrier holds. Nothing is sent from here: the rows are previewed first.
 */
import { foldVietnamese } from '@shop/domain/search-text';
import Papa from 'papaparse';

export interface StatementLine {
  /** The row in the file, counting the header as row 1 (as a spreadsheet shows it). */
  row: number;
  order_id: number | null;
  code: string | null;
  amount: number | null;
  /** Why the row can't be sent, in Vietnamese; null when it can. */
  problem: string | null;
}

const ID_HEADERS = ['order_id', 'ma don khach hang', 'ma don kh', 'ma don shop', 'client_order_code', 'partner_id'];
const CODE_HEADERS = ['code', 'ma van don', 'ma don hang', 'order_code', 'label', 'label_id'];
const AMOUNT_HEADERS = ['amount', 'tien thu ho', 'thu ho', 'tien cod', 'cod_amount', 'cod', 'so tien'];

function findColumn(headers: string[], names: string[]): string | undefined {
  const folded = headers.map((h) => foldVietnamese(h.replace(/^\uFEFF/, '')));
  for (const name of names) {
    const i = folded.indexOf(name);
    if (i >= 0) return headers[i];
  }
  return undefined;
}

/** '1.250.000', '1,250,000', '1250000.00', '1.250.000 ₫' → 1250000; anything else (blank, negative) → null. */
export function parseDong(text: string | undefined): number | null {
  const s = (text ?? '').trim().replace(/\s*(₫|đ|vnd)$/i, '');
  if (!s || s.startsWith('-')) return null;
  const withCents = /^(\d+)[.,]\d{1,2}$/.exec(s);
  const digits = withCents ? withCents[1]! : s.replace(/[.,\s]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** Our order id in the carrier's "your order code" column: '123', '#123', 'DH123' → 123. */
function parseOrderId(text: string | undefined): number | null {
  const m = /(\d{1,10})\s*$/.exec((text ?? '').trim());
  return m ? Number(m[1]) : null;
}

export function parseStatement(
  text: string,
  orderOfCode: ReadonlyMap<string, number>,
): { lines: StatementLine[]; error: string | null } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  const idColumn = findColumn(headers, ID_HEADERS);
  const codeColumn = findColumn(headers, CODE_HEADERS);
  const amountColumn = findColumn(headers, AMOUNT_HEADERS);
  if (!amountColumn || (!idColumn && !codeColumn)) {
    return {
      lines: [],
      error: 'Không nhận ra file: cần cột mã đơn (mã đơn khách hàng hoặc mã vận đơn) và cột tiền thu hộ.',
    };
  }
  const lines = parsed.data.map((record, i): StatementLine => {
    const code = codeColumn ? record[codeColumn]?.trim() || null : null;
    const order_id =
      (idColumn ? parseOrderId(record[idColumn]) : null) ?? (code ? (orderOfCode.get(code) ?? null) : null);
    const amount = parseDong(record[amountColumn]);
    const problem =
      order_id === null ? 'Không xác định được đơn hàng' : amount === null ? 'Số tiền không hợp lệ' : null;
    return { row: i + 2, order_id, code, amount, problem };
  });
  return { lines, error: lines.length ? null : 'File không có dòng nào.' };
}
