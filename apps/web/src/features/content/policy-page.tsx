import { type PolicySection, policySections } from '@shop/domain/page-content';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageMarkdown } from './page-markdown';
import { pageQueries } from './pages.queries';
import { POLICY_LIST, POLICY_PAGES, type PolicyKey, type PolicyLink, policySlug } from './policy-links';

const dateFormat = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' });

/**
 * The shared layout of the six policy pages (spec 1 §2 static pages, §9): breadcrumb, title, last update, table of
 * contents (a sticky column on large screens), the numbered sections, and links to the other policies. The text is
 * the page's Markdown from the back office. The router resets the scroll position on every new
 * navigation, so each page opens at its top. Its route's head and loader: policy-route.ts.
 */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const page = POLICY_PAGES[policy];
  const { data } = useSuspenseQuery(pageQueries.page(policySlug(page)));
  const doc = policySections(data.body);
  const others = POLICY_LIST.filter((other) => other.to !== page.to);
  return (
    <article className="mx-auto max-w-5xl">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              Trang chủ
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/ho-tro-khach-hang" className="hover:text-brand-700 hover:underline">
              Hỗ trợ khách hàng
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-gray-900">
            {page.title}
          </li>
        </ol>
      </nav>

      <header className="rounded-xl bg-brand-700 px-5 py-6 text-white sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
        <p className="mt-2 text-sm text-brand-100">
          Cập nhật lần cuối: <time dateTime={data.updated_at}>{dateFormat.format(new Date(data.updated_at))}</time>
        </p>
        {doc.intro && (
          <div className="mt-4 max-w-3xl space-y-2 leading-relaxed text-white/95 [&_a]:text-white [&_a]:underline">
            <PageMarkdown text={doc.intro} />
          </div>
        )}
      </header>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <PolicyContents sections={doc.sections} />

        <div className="space-y-5">
          {doc.sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-20 rounded-lg border border-gray-200 bg-white p-5 sm:p-6"
            >
              <h2 id={`${section.id}-heading`} className="mb-3 text-lg font-bold text-brand-800 sm:text-xl">
                {i + 1}. {section.heading}
              </h2>
              <div className="space-y-3 leading-relaxed text-gray-700">
                <PageMarkdown text={section.body} />
              </div>
            </section>
          ))}
        </div>
      </div>

      <OtherPolicies others={others} />
    </article>
  );
}

/** The table of contents: a link to each numbered section, a sticky column on large screens. */
function PolicyContents({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="mb-6 lg:mb-0">
      <div className="rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4">
        <h2 id="toc-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">
          Mục lục
        </h2>
        <ol className="space-y-1 text-sm">
          {sections.map((section, i) => (
            <li key={section.id}>
              <Link
                to="."
                hash={section.id}
                hashScrollIntoView={{ behavior: 'smooth', block: 'start' }}
                className="flex gap-2 rounded px-1 py-1 text-gray-700 hover:bg-brand-50 hover:text-brand-800"
              >
                <span className="tabular-nums text-gray-400">{i + 1}.</span>
                <span>{section.heading}</span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function OtherPolicies({ others }: { others: readonly PolicyLink[] }) {
  return (
    <nav aria-labelledby="other-policies" className="mt-8">
      <h2 id="other-policies" className="mb-3 text-lg font-bold text-gray-900">
        Chính sách khác
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {others.map((other) => (
          <li key={other.to}>
            <Link
              to={other.to}
              className="block h-full rounded-lg border border-gray-200 bg-white px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:shadow-sm"
            >
              {other.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
