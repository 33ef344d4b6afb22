// The FAQ and policy pages rendered from an admin's Markdown: the policy layouts' pieces come out
// of plain Markdown, and nothing the Markdown holds can run as HTML or script.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageMarkdown } from './page-markdown';

const render = (text: string) => renderToStaticMarkup(createElement(PageMarkdown, { text }));

describe('PageMarkdown', () => {
  it('renders a table whose rows are headed by their first cell and whose cells name their column', () => {
    const html = render('| Khu vực | Thời gian |\n| --- | --- |\n| TP. HCM | Trong ngày |\n| Tỉnh khác | 2-5 ngày |');
    expect(html).toContain('<th scope="col" class="px-3 py-2 font-semibold">Thời gian</th>');
    expect(html).toMatch(/<th scope="row"[^>]*>TP. HCM<\/th>/);
    expect(html).toMatch(/<td [^>]*data-label="Thời gian">2-5 ngày<\/td>/);
  });

  it('renders a blockquote as the highlighted note, lists and links', () => {
    const html = render(
      '> Lưu ý quan trọng.\n\n- Một\n- Hai\n\n[Xem](/chinh-sach-doi-tra) và [Zalo](https://zalo.me/1)',
    );
    expect(html).toMatch(/<blockquote class="[^"]*bg-amber-50[^"]*"><p>Lưu ý quan trọng.<\/p><\/blockquote>/);
    expect(html).toContain('<li>Hai</li>');
    expect(html).toMatch(/<a [^>]*href="\/chinh-sach-doi-tra">Xem<\/a>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/zalo.me\/1" target="_blank" rel="nofollow noopener noreferrer"/);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="#" onclick="alert(1)">bấm</a>',
    '[bấm](javascript:alert(1))',
    '<iframe src="https://example.com"></iframe>',
  ])('never lets HTML or script through: %s', (text) => {
    const html = render(`Đoạn văn.\n\n${text}`);
    // The elements rendered (escaped text such as '&lt;script&gt;' is harmless).
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((tag) => /^<(script|img|iframe)\b|\son[a-z]+=|javascript:/i.test(tag))).toEqual([]);
  });
});
