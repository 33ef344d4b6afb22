import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Disclosure } from './disclosure';
import { FAQ_CATEGORIES, type FaqCategoryFilter, faqCategoryLabel, filterFaq, SUPPORT_FAQ } from './support-faq';

const field =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/** The support centre's FAQ with its text search and category dropdown (spec 1 §2). */
export function FaqFinder() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>('all');
  const id = useId();
  const entries = filterFaq(SUPPORT_FAQ, text, category);
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-700">
            Tìm câu hỏi
          </label>
          <input
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
            id={`${id}-cat`}
            value={category}
            onChange={(e) => setCategory(e.target.value as FaqCategoryFilter)}
            className={field}
          >
            {FAQ_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
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
                    {faqCategoryLabel(entry.category)}
                  </span>
                  {entry.question}
                </>
              }
            >
              <p>{entry.answer}</p>
              {entry.policy && (
                <Link to={entry.policy.to} className="mt-2 inline-block font-medium text-brand-700 hover:underline">
                  Xem {entry.policy.title.toLowerCase()} →
                </Link>
              )}
            </Disclosure>
          ))}
        </div>
      )}
    </div>
  );
}
