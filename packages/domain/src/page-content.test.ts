import { describe, expect, it } from 'vitest';
import { CONTACT_MARKER, faqCategories, faqEntries, filterFaq, policySections, splitAtContact } from './page-content';

describe('policySections', () => {
  it('splits the intro and the ## sections, with their anchors', () => {
    const doc = policySections(
      'Intro *text*.\n\n## Phạm vi {#pham-vi}\n\nA.\n\n### Sub\n\nB.\n\n## Thời gian làm việc\n\nC.',
    );
    expect(doc.intro).toBe('Intro *text*.');
    expect(doc.sections).toEqual([
      { id: 'pham-vi', heading: 'Phạm vi', body: 'A.\n\n### Sub\n\nB.' },
      { id: 'thoi-gian-lam-viec', heading: 'Thời gian làm việc', body: 'C.' },
    ]);
  });

  it('keeps anchors unique', () => {
    const ids = policySections('## A\n\n## A\n\n## B {#a-2}').sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('splitAtContact', () => {
  it('cuts at a paragraph holding only the marker', () => {
    expect(splitAtContact('Gọi:\n\n[[lien-he]]\n\nSau.')).toEqual(['Gọi:', CONTACT_MARKER, 'Sau.']);
    expect(splitAtContact('Xem [[lien-he]] ở đây')).toEqual(['Xem [[lien-he]] ở đây']);
  });
});

describe('FAQ', () => {
  const md =
    '# Đặt hàng\n\n## Làm sao?\n\nBấm [nút](/chinh-sach-giao-hang).\n\n# Giao hàng\n\n## Bao lâu?\n\n1-2 ngày.';
  const entries = faqEntries(md);

  it('reads categories, questions and answers', () => {
    expect(entries.map((e) => [e.category, e.question, e.answer])).toEqual([
      ['Đặt hàng', 'Làm sao?', 'Bấm [nút](/chinh-sach-giao-hang).'],
      ['Giao hàng', 'Bao lâu?', '1-2 ngày.'],
    ]);
    expect(faqCategories(entries)).toEqual(['Đặt hàng', 'Giao hàng']);
  });

  it('filters by category and by accent-free text, not by link addresses', () => {
    expect(filterFaq(entries, 'BAO LAU', null).map((e) => e.question)).toEqual(['Bao lâu?']);
    expect(filterFaq(entries, '', 'Đặt hàng').map((e) => e.question)).toEqual(['Làm sao?']);
    expect(filterFaq(entries, 'giao hang', 'Đặt hàng')).toEqual([]);
    expect(filterFaq(entries, 'chinh-sach', null)).toEqual([]);
  });
});
