/**
 * The shop's content pages (admins only): the support centre's FAQ and the six policy pages as
 * Markdown, with the product form's toolbar and a preview. The shop renders the same Markdown with raw HTML off;
 * the page's layout (sections, table of contents, FAQ search) comes from the headings, as the help text says.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SAFE_MARKDOWN } from '@shop/client/safe-markdown';
import { FAQ_SLUG, type PageSlug } from '@shop/domain/pages.constants';
import { type Page, PageUpdate } from '@shop/domain/pages.schemas';
import { useQueryClient } from '@tanstack/react-query';
import Markdown from 'markdown-to-jsx';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { MarkdownField } from '../../components/markdown-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { settingsChanged, settingsWrites } from './settings.queries';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});

const HELP: Record<'faq' | 'policy', string[]> = {
  faq: [
    '“# Danh mục” mở một danh mục (hiện trong ô chọn danh mục của trang Hỗ trợ khách hàng).',
    '“## Câu hỏi” mở một câu hỏi; các dòng sau là câu trả lời.',
  ],
  policy: [
    'Đoạn đầu (trước mục đầu tiên) là lời giới thiệu dưới tiêu đề trang.',
    '“## Tên mục {#neo}” mở một mục của mục lục; {#neo} là đường dẫn tới mục (không dấu, có thể bỏ).',
    '“> ” đầu dòng là ghi chú nổi bật; bảng viết theo kiểu Markdown (| cột | cột |).',
    'Một dòng chỉ có [[lien-he]] hiện các ô liên hệ (hotline, Zalo, email, cửa hàng).',
  ],
};

function PageEditor({ page, onSaved }: { page: Page; onSaved: (saved: Page) => void }) {
  const form = useForm<PageUpdate>({
    resolver: zodResolver(PageUpdate),
    defaultValues: { body: page.body },
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const [preview, setPreview] = useState(false);
  const body = useWatch({ control, name: 'body' });
  const save = useStaffWrite({
    write: (values: PageUpdate) => settingsWrites.page(page.slug as PageSlug, values),
    success: 'Đã lưu trang. Cửa hàng hiển thị nội dung mới ngay.',
    changed: (_queryClient, saved) => {
      reset({ body: saved.body });
      onSaved(saved);
    },
    form,
    fields: ['body'],
    tell: 'page',
  });
  const submit = handleSubmit((values) => save.mutate(values));

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-600">
        {HELP[page.slug === FAQ_SLUG ? 'faq' : 'policy'].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex gap-1" role="group" aria-label="Chế độ xem">
        {[false, true].map((on) => (
          <button
            key={String(on)}
            type="button"
            aria-pressed={preview === on}
            onClick={() => setPreview(on)}
            className="rounded border border-gray-300 px-3 py-1 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-semibold"
          >
            {on ? 'Xem trước' : 'Soạn thảo'}
          </button>
        ))}
      </div>
      <div hidden={preview}>
        <MarkdownField
          label="Nội dung"
          rows={24}
          registration={register('body')}
          error={formState.errors.body?.message}
        />
      </div>
      {preview && (
        <section
          aria-label="Xem trước"
          className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:bg-amber-50 [&_blockquote]:px-3 [&_blockquote]:py-2 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc [&_ul]:pl-5"
        >
          {/* Raw HTML is shown as text, as in the shop. */}
          <Markdown options={SAFE_MARKDOWN}>{body}</Markdown>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending} disabled={!formState.isDirty}>
          Lưu trang
        </Button>
        <a href={`/${page.slug}`} target="_blank" rel="noopener" className="text-sm text-brand-700 underline">
          Xem trên cửa hàng
        </a>
        <span className="text-xs text-gray-500">Cập nhật lần cuối: {dateTime.format(new Date(page.updated_at))}</span>
      </div>
    </form>
  );
}

export function ContentPagesForm({ pages }: { pages: Page[] }) {
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(pages[0]?.slug ?? '');
  const page = pages.find((p) => p.slug === slug);
  return (
    <div className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <SelectField label="Trang" value={slug} onChange={(e) => setSlug(e.target.value)} className="max-w-md">
        {pages.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.title}
          </option>
        ))}
      </SelectField>
      {page && (
        <PageEditor
          key={page.slug}
          page={page}
          onSaved={(saved) =>
            void settingsChanged(
              queryClient,
              'pages',
              pages.map((p) => (p.slug === saved.slug ? saved : p)),
            )
          }
        />
      )}
    </div>
  );
}
