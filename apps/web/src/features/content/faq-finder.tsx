import { faqCategories, faqEntries, filterFaq } from '@shop/domain/page-content';
import { FAQ_SLUG } from '@shop/domain/pages.constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useEditedBeforeHydration } from '../../lib/use-hydrated';
import { ErrorView } from '../../components/ui/error-view';
import { Skeleton } from '../../components/ui/skeleton';
import { Disclosure } from './disclosure';
import { PageMarkdown } from './page-markdown';
import { pageQueries } from './pages.queries';

const field =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/**
 * The support centre's FAQ with its text search and category dropdown (spec 1 §2): `# Category`, `## Question` and
 * answer in the Markdown admins edit; the dropdown lists the categories in their order.
 */
export function FaqFinder() {
  // The route's loader fetched it; should that have failed, the rest of the support centre still shows.
  const query = useQuery(pageQueries.page(FAQ_SLUG));
  if (query.error) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  return <FaqList markdown={query.data.body} />;
}

function FaqList({ markdown }: { markdown: string }) {
  const all = useMemo(() => faqEntries(markdown), [markdown]);
  const [text, setText] = useState('');
  // '' is 'Tất cả'.
  const [category, setCategory] = useState('');
  const textRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  useEditedBeforeHydration(textRef, text, setText);
  useEditedBeforeHydration(categoryRef, category, setCategory);
  const id = useId();
  const entries = filterFaq(all, text, category || null);
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-700">
            Tìm câu hỏi
          </label>
          <input
            ref={textRef}
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Ví dụ: giao hàng, đổi trả, PayOS…"
            autoComplete="off"
            enterKeyHint="search"
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cat`} className="mb-1 block text-sm font-medium text-gray-700">
            Danh mục
          </label>
          <select
            ref={categoryRef}
            id={`${id}-cat`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={field}
          >
            <option value="">Tất cả</option>
            {faqCategories(all).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {entries.length > 0 ? `${entries.length} câu hỏi phù hợp` : ''}
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-gray-600">
          Không tìm thấy câu hỏi phù hợp. Vui lòng liên hệ trực tiếp với chúng tôi.
        </p>
      ) : (
        <div className="mt-4 rounded-lg border border-gray-200 bg-white">
          {entries.map((entry) => (
            <Disclosure
              key={entry.id}
              summary={
                <>
                  <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {entry.category}
                  </span>
                  {entry.question}
                </>
              }
            >
              <div className="space-y-2">
                <PageMarkdown text={entry.answer} />
              </div>
            </Disclosure>
          ))}
        </div>
      )}
    </div>
  );
}
