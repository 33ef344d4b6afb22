import { Link } from '@tanstack/react-router';
import { ContactTiles } from './contact-tiles';
import type { PolicyBlock, PolicyDocument } from './policy-document';
import { POLICY_LIST, type PolicyLink } from './policy-links';

const dateFormat = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' });

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className="list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      // Below the sm breakpoint each row becomes a stacked card whose cells carry their column name, so phones
      // don't scroll sideways.
      return (
        <div className="rounded-lg border border-gray-200 sm:overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm max-sm:block">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-brand-50 text-brand-800 max-sm:sr-only">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {block.rows.map((row) => (
                <tr
                  key={row.join('|')}
                  className="border-t border-gray-200 align-top max-sm:block max-sm:py-1 max-sm:first:border-t-0"
                >
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th
                        key={i}
                        scope="row"
                        className="px-3 py-2 font-medium text-gray-900 max-sm:block max-sm:bg-brand-50/60"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={i}
                        data-label={block.head[i]}
                        className="px-3 py-2 max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-gray-500 max-sm:before:content-[attr(data-label)]"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <p className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-amber-900">{block.text}</p>
      );
    case 'contact':
      return <ContactTiles compact />;
  }
}

/**
 * The shared layout of the six policy pages (spec 1 §2 static pages, §9): breadcrumb, title, last update, table of
 * contents (a sticky column on large screens), the numbered sections, and links to the other policies. The router
 * resets the scroll position on every new navigation, so each page opens at its top.
 */
export function PolicyPage({ page, doc }: { page: PolicyLink; doc: PolicyDocument }) {
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
          Cập nhật lần cuối: <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
        </p>
        <p className="mt-4 max-w-3xl leading-relaxed text-white/95">{doc.intro}</p>
      </header>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-labelledby="toc-heading" className="mb-6 lg:mb-0">
          <div className="rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4">
            <h2 id="toc-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">
              Mục lục
            </h2>
            <ol className="space-y-1 text-sm">
              {doc.sections.map((section, i) => (
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
                {section.blocks.map((block, j) => (
                  <Block key={j} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>

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
    </article>
  );
}
