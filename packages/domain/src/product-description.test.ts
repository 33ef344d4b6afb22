import { describe, expect, it } from 'vitest';
import {
  descriptionSections,
  descriptionSummary,
  markdownLineText,
  parseDescription,
  parseSpecifications,
  withHardBreaks,
} from './product-description';

describe('parseDescription', () => {
  it('turns numbered "n. label: value" lines into one table after the paragraph', () => {
    const text =
      'Trà đen sấy khô dành cho pha chế trà sữa. Vị chát dịu.\n' +
      '1. Thành phần: 100% lá trà đen\n' +
      '2. Xuất xứ: Việt Nam (Lâm Đồng)\n' +
      '3. Hạn sử dụng: 24 tháng kể từ ngày sản xuất';
    expect(parseDescription(text)).toEqual([
      { kind: 'paragraph', text: 'Trà đen sấy khô dành cho pha chế trà sữa. Vị chát dịu.' },
      {
        kind: 'table',
        rows: [
          { number: 1, label: 'Thành phần', value: '100% lá trà đen' },
          { number: 2, label: 'Xuất xứ', value: 'Việt Nam (Lâm Đồng)' },
          { number: 3, label: 'Hạn sử dụng', value: '24 tháng kể từ ngày sản xuất' },
        ],
      },
    ]);
  });

  it.each([
    ['1. Xuất xứ: Việt Nam', { number: 1, label: 'Xuất xứ', value: 'Việt Nam' }],
    ['12) Bảo hành: 6 tháng', { number: 12, label: 'Bảo hành', value: '6 tháng' }],
    ['  4.  Bảo quản :  nơi khô ráo  ', { number: 4, label: 'Bảo quản', value: 'nơi khô ráo' }],
    ['5. Giờ mở cửa: 8:00 - 20:00', { number: 5, label: 'Giờ mở cửa', value: '8:00 - 20:00' }],
    ['6. Tỉ lệ：1 phần bột, 2 phần nước', { number: 6, label: 'Tỉ lệ', value: '1 phần bột, 2 phần nước' }],
  ])('reads %j as a row', (line, row) => {
    expect(parseDescription(line)).toEqual([{ kind: 'table', rows: [row] }]);
  });

  it.each([
    'Xuất xứ: Việt Nam', // not numbered
    '1. Đun sôi nước rồi thả trân châu', // no colon
    '2. Xuất xứ:', // no value
    '3.Xuất xứ: Việt Nam', // no space after the number: e.g. a price '3.000: …' is not a row
    `4. ${'a'.repeat(61)}: b`, // a sentence before the colon, not a label
  ])('keeps %j as a paragraph', (line) => {
    expect(parseDescription(line)).toEqual([{ kind: 'paragraph', text: line.trim() }]);
  });

  it('makes a paragraph of every other line, splits tables at a paragraph and ignores blank lines', () => {
    const text = 'Dòng một\r\nDòng hai\n\n1. A: x\n\n2. B: y\nGhi chú giữa\n3. C: z\n   \n';
    expect(parseDescription(text)).toEqual([
      { kind: 'paragraph', text: 'Dòng một' },
      { kind: 'paragraph', text: 'Dòng hai' },
      {
        kind: 'table',
        rows: [
          { number: 1, label: 'A', value: 'x' },
          { number: 2, label: 'B', value: 'y' },
        ],
      },
      { kind: 'paragraph', text: 'Ghi chú giữa' },
      { kind: 'table', rows: [{ number: 3, label: 'C', value: 'z' }] },
    ]);
  });

  it('returns nothing for an empty or blank description', () => {
    expect(parseDescription('')).toEqual([]);
    expect(parseDescription(' \n\n ')).toEqual([]);
  });
});

describe('parseSpecifications', () => {
  it('takes "label: value" lines with or without a number as rows', () => {
    expect(parseSpecifications('Khối lượng: 500g / 1kg\nDạng: lá sấy khô\n3. Quy cách: gói hút chân không')).toEqual([
      {
        kind: 'table',
        rows: [
          { number: null, label: 'Khối lượng', value: '500g / 1kg' },
          { number: null, label: 'Dạng', value: 'lá sấy khô' },
          { number: 3, label: 'Quy cách', value: 'gói hút chân không' },
        ],
      },
    ]);
  });

  it.each(['Xem thêm https://example.vn/huong-dan', '8:00 - 20:00 mỗi ngày', 'Hàng chính hãng'])(
    'keeps %j as a paragraph',
    (line) => {
      expect(parseSpecifications(line)).toEqual([{ kind: 'paragraph', text: line }]);
    },
  );
});

describe('descriptionSummary', () => {
  it('is the first sentence of the first paragraph', () => {
    expect(descriptionSummary('Bột kem béo Indo 1,5kg cho trà sữa béo ngậy. Tan nhanh.\n1. Xuất xứ: Indonesia')).toBe(
      'Bột kem béo Indo 1,5kg cho trà sữa béo ngậy.',
    );
  });

  it('does not end a sentence inside a number', () => {
    expect(descriptionSummary('Giá chỉ 3.000đ mỗi ly. Rất tiết kiệm.')).toBe('Giá chỉ 3.000đ mỗi ly.');
  });

  it('is the whole paragraph when it has no sentence end', () => {
    expect(descriptionSummary('Trà ô long rang lửa')).toBe('Trà ô long rang lửa');
  });

  it('uses the rows when the description has no paragraph', () => {
    expect(descriptionSummary('1. Xuất xứ: Việt Nam\n2. Bảo hành: 6 tháng')).toBe(
      'Xuất xứ: Việt Nam; Bảo hành: 6 tháng',
    );
  });

  it('cuts a long sentence at a word boundary with an ellipsis', () => {
    const long = `${'trà sữa '.repeat(40)}ngon.`;
    const summary = descriptionSummary(long, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).toBe('trà sữa trà sữa trà sữa trà sữa trà sữa trà sữa…');
  });

  it('is empty for an empty description', () => {
    expect(descriptionSummary('')).toBe('');
  });
});

describe('descriptionSections', () => {
  it('keeps Markdown between the numbered rows as typed, and the rows as tables', () => {
    const text =
      'Trà **đen** sấy khô.\n\n- Pha trà sữa\n- Pha trà chanh\n1. Xuất xứ: Lâm Đồng\n\n2. Hạn dùng: 24 tháng\nBảo quản *nơi khô*.';
    expect(descriptionSections(text)).toEqual([
      { kind: 'markdown', text: 'Trà **đen** sấy khô.\n\n- Pha trà sữa\n- Pha trà chanh' },
      {
        kind: 'table',
        rows: [
          { number: 1, label: 'Xuất xứ', value: 'Lâm Đồng' },
          { number: 2, label: 'Hạn dùng', value: '24 tháng' },
        ],
      },
      { kind: 'markdown', text: 'Bảo quản *nơi khô*.' },
    ]);
  });

  it('gives the demo descriptions the blocks they had: the intro, then one table', () => {
    const demo = 'Trà đen dành riêng cho pha chế.\n1. Thành phần: Lá trà\n2. Xuất xứ: Việt Nam';
    const sections = descriptionSections(demo);
    const blocks = parseDescription(demo);
    expect(sections).toEqual([{ kind: 'markdown', text: 'Trà đen dành riêng cho pha chế.' }, blocks[1]]);
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: 'Trà đen dành riêng cho pha chế.' });
  });

  it('takes a numbered line without a label as a Markdown list item', () => {
    expect(descriptionSections('1. Đun sôi nước\n2. Cho trà vào')).toEqual([
      { kind: 'markdown', text: '1. Đun sôi nước\n2. Cho trà vào' },
    ]);
    expect(descriptionSections(' \n ')).toEqual([]);
  });
});

describe('withHardBreaks', () => {
  it('turns a lone newline into a hard break and leaves paragraph breaks alone', () => {
    expect(withHardBreaks('Dòng một\nDòng hai\n\nĐoạn mới')).toBe('Dòng một  \nDòng hai\n\nĐoạn mới');
  });
});

describe('markdownLineText', () => {
  it.each([
    ['## Giới thiệu', 'Giới thiệu'],
    ['- **Thơm** và _đậm_ vị', 'Thơm và đậm vị'],
    ['Xem [hướng dẫn](https://example.com) tại `đây`', 'Xem hướng dẫn tại đây'],
    ['3.000đ mỗi ly', '3.000đ mỗi ly'],
    ['Giá 5 * 2 = 10', 'Giá 5 * 2 = 10'],
  ])('%j → %j', (line, text) => {
    expect(markdownLineText(line)).toBe(text);
  });

  it('leaves Markdown out of the summary, and prefers prose to a heading', () => {
    expect(descriptionSummary('## Giới thiệu\nTrà **đen** thượng hạng. Rất thơm.')).toBe('Trà đen thượng hạng.');
  });
});
