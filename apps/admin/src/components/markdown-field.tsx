/**
 * A Markdown text (a product's description, DESIGN §3; a content page): a text box with a small toolbar that writes the Markdown for
 * bold, italic, a list and a link around the selection, so staff needn't know the syntax.
 */
import { type RefCallback, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Edit = (selected: string) => string;

const TOOLS: { label: string; title: string; edit: Edit }[] = [
  { label: 'B', title: 'In đậm', edit: (s) => `**${s || 'chữ đậm'}**` },
  { label: 'I', title: 'In nghiêng', edit: (s) => `*${s || 'chữ nghiêng'}*` },
  {
    label: '• Danh sách',
    title: 'Danh sách',
    edit: (s) =>
      (s || 'mục')
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n'),
  },
  {
    label: 'Liên kết',
    title: 'Chèn liên kết',
    edit: (s) => `[${s || 'chữ hiển thị'}](https://)`,
  },
];

export function MarkdownField({
  label,
  registration,
  error,
  rows = 8,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  rows?: number;
}) {
  const box = useRef<HTMLTextAreaElement | null>(null);
  const apply = (edit: Edit) => {
    const el = box.current;
    if (!el) return;
    const [start, end] = [el.selectionStart, el.selectionEnd];
    el.focus();
    el.setRangeText(edit(el.value.slice(start, end)), start, end, 'select');
    // Tell react-hook-form: setRangeText fires no input event.
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const ref: RefCallback<HTMLTextAreaElement> = (el) => {
    box.current = el;
    registration.ref(el);
  };
  return (
    <div>
      <label htmlFor={registration.name} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div role="toolbar" aria-label={`Định dạng ${label.toLowerCase()}`} className="mb-1 flex flex-wrap gap-1">
        {TOOLS.map((t) => (
          <button
            key={t.title}
            type="button"
            title={t.title}
            aria-label={t.title}
            onClick={() => apply(t.edit)}
            className="rounded border border-gray-300 bg-white px-2 py-1 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t.label}
          </button>
        ))}
      </div>
      <textarea
        id={registration.name}
        rows={rows}
        aria-invalid={Boolean(error)}
        aria-describedby={`${registration.name}-hint`}
        className="block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        {...registration}
        ref={ref}
      />
      <p id={`${registration.name}-hint`} className="mt-1 text-xs text-gray-500">
        Định dạng Markdown: **đậm**, *nghiêng*, dòng bắt đầu bằng “- ” là danh sách.
      </p>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
