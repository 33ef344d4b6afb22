import { CONTACT_MARKER, splitAtContact } from '@shop/domain/page-content';
import { demotedHeading, safeMarkdownOptions } from '@shop/client/safe-markdown';
import Markdown from 'markdown-to-jsx';
import { Children, type ComponentProps, type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react';
import { ContactTiles } from './contact-tiles';

type WithChildren = { children?: ReactNode };
const elements = (children: ReactNode) =>
  Children.toArray(children).filter((c): c is ReactElement<WithChildren> => isValidElement(c));
/** A table cell's content without the spaces around it in the Markdown source (`| cell |`). */
function trimmed(children: ReactNode): ReactNode[] {
  const list = Children.toArray(children);
  return list.map((c, i) => {
    if (typeof c !== 'string') return c;
    const start = i === 0 ? c.trimStart() : c;
    return i === list.length - 1 ? start.trimEnd() : start;
  });
}
const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isValidElement<WithChildren>(node)
        ? textOf(node.props.children)
        : '';

const cellClass = 'px-3 py-2 max-sm:block';

/**
 * A Markdown table as the policy pages lay it out: the first cell of a row heads it; below the sm breakpoint each row
 * becomes a stacked card whose cells carry their column name, so phones don't scroll sideways.
 */
function PageTable({ children }: WithChildren) {
  const [head, body] = elements(children);
  const columns = elements(elements(head?.props.children)[0]?.props.children).map((th) =>
    textOf(th.props.children).trim(),
  );
  const rows = elements(body?.props.children);
  return (
    <div className="rounded-lg border border-gray-200 sm:overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm max-sm:block">
        <thead className="bg-brand-50 text-brand-800 max-sm:sr-only">
          <tr>
            {columns.map((cell, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-gray-200 align-top max-sm:block max-sm:py-1 max-sm:first:border-t-0">
              {elements(row.props.children).map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={`${cellClass} font-medium text-gray-900 max-sm:bg-brand-50/60`}>
                    {trimmed(cell.props.children)}
                  </th>
                ) : (
                  cloneElement(
                    cell as ReactElement<ComponentProps<'td'>>,
                    {
                      key: i,
                      'data-label': columns[i],
                      children: trimmed(cell.props.children),
                      className: `${cellClass} max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-gray-500 max-sm:before:content-[attr(data-label)]`,
                    } as ComponentProps<'td'>,
                  )
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Markdown an admin wrote, rendered safely (@shop/client/safe-markdown); headings sit below the section's own
 * h2; a blockquote is the pages' highlighted note.
 */
const OPTIONS = safeMarkdownOptions({
  linkClassName: 'font-medium text-brand-700 underline-offset-2 hover:underline',
  overrides: {
    h1: demotedHeading('h3', 'text-lg font-bold text-gray-900'),
    h2: demotedHeading('h3', 'text-lg font-bold text-gray-900'),
    h3: demotedHeading('h3', 'font-semibold text-gray-900'),
    h4: demotedHeading('h4', 'font-semibold text-gray-900'),
    h5: demotedHeading('h4', 'font-semibold text-gray-900'),
    h6: demotedHeading('h4', 'font-semibold text-gray-900'),
    ul: { props: { className: 'list-disc space-y-1.5 pl-5 marker:text-brand-600' } },
    ol: { props: { className: 'list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-brand-700' } },
    blockquote: {
      props: { className: 'rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-amber-900 [&>p]:m-0' },
    },
    table: { component: PageTable },
  },
});

/** A content page's Markdown; a paragraph that is only `[[lien-he]]` shows the shop's contact tiles. */
export function PageMarkdown({ text }: { text: string }) {
  return splitAtContact(text).map((part, i) =>
    part === CONTACT_MARKER ? (
      <ContactTiles key={i} compact />
    ) : (
      <Markdown key={i} options={OPTIONS}>
        {part}
      </Markdown>
    ),
  );
}
