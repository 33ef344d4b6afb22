// The product description rendered from Markdown: the descriptions written before Markdown look as they
// did, basic formatting works, and nothing a description holds can run as HTML or script.
import { parseDescription } from '@shop/domain/product-description';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDescriptionMarkdown } from './description-markdown-loader';
import { DescriptionBlocks } from './description-table';
import { ProductDescription } from './product-description';

// As on the server: the product route's loader has loaded the renderer before the page renders.
beforeAll(() => loadDescriptionMarkdown());

// The panel's id (how the browser finds the server's description) is the only addition to the markup.
const render = (text: string) =>
  renderToStaticMarkup(createElement(ProductDescription, { text, empty: 'Trống' })).replace(/ id="[^"]*"/, '');

describe('ProductDescription', () => {
  it.each([
    // The demo catalogue's shape: an intro, then the numbered rows (demo-catalogue.ts food() and gear()).
    'Trà đen sấy khô dành riêng cho pha chế trà sữa: nước trà màu nâu đỏ, vị chát dịu.\n1. Thành phần: 100% lá trà đen\n2. Xuất xứ: Lâm Đồng, Việt Nam\n3. Hạn sử dụng: 24 tháng kể từ ngày sản xuất',
    'Bình lắc inox 304 dày dặn, nắp kín.\n1. Chất liệu: Inox 304\n2. Dung tích: 530ml / 750ml\n3. Bảo hành: 6 tháng',
    '',
  ])('renders a plain description exactly as before Markdown: %#', (text) => {
    const before = renderToStaticMarkup(
      createElement(DescriptionBlocks, { blocks: parseDescription(text), empty: 'Trống' }),
    );
    expect(render(text)).toBe(before);
  });

  it('keeps each typed line on its own line, as before', () => {
    expect(render('Dòng một\nDòng hai')).toContain('<p>Dòng một<br/>Dòng hai</p>');
  });

  it('renders bold, italics, lists and headings below the page title', () => {
    const html = render('## Cách pha\n**Đậm** và *nghiêng*\n\n- Bước 1\n- Bước 2');
    expect(html).toContain('<h3 class="text-lg font-bold text-gray-900">Cách pha</h3>');
    expect(html).toContain('<strong>Đậm</strong>');
    expect(html).toContain('<em>nghiêng</em>');
    expect(html).toMatch(/<ul class="[^"]*list-disc[^"]*"><li>Bước 1<\/li><li>Bước 2<\/li><\/ul>/);
  });

  it('shows HTML as text and drops script links; another site opens in a new tab without our referrer', () => {
    const html = render(
      '<script>alert(1)</script><img src=x onerror="alert(1)">\n[bấm](javascript:alert(1)) [hướng dẫn](https://example.com/a) [trang](/products/2)\n![ảnh](https://evil.example/x.png)',
    );
    expect(html).not.toMatch(/<script|<img|onerror="|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a class="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" href="https://example.com/a" target="_blank" rel="nofollow noopener noreferrer">hướng dẫn</a>',
    );
    expect(html).toMatch(/<a [^>]*href="\/products\/2">trang<\/a>/);
    expect(html).toContain('<span>ảnh</span>');
  });
});
