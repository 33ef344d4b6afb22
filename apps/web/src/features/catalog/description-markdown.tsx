import { descriptionSections, withHardBreaks } from '@shop/domain/product-description';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { DescriptionPanel, DescriptionTable } from './description-table';

/** A link in a description: the shop's own pages as they are; another site's in a new tab, without our referrer. */
function DescriptionLink({ href, children, ...props }: ComponentProps<'a'>) {
  const external = href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);
  return (
    <a
      {...props}
      href={href}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      {...(external && { target: '_blank', rel: 'nofollow noopener noreferrer' })}
    >
      {children}
    </a>
  );
}

/** Images belong to the gallery: an image written in a description shows as its alt text. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

/** Headings sit below the page's own title; they need no anchor id. */
const heading = (Tag: 'h3' | 'h4', className: string) => ({
  component: ({ id: _id, ...props }: ComponentProps<'h3'>) => <Tag {...props} className={className} />,
});

/**
 * Markdown written in the back office (issue 13), rendered as React elements: raw HTML is shown as text, never
 * parsed; link addresses go through markdown-to-jsx's sanitizer (no `javascript:`); headings sit below the page's own.
 */
const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: null,
  overrides: {
    h1: heading('h3', 'text-lg font-bold text-gray-900'),
    h2: heading('h3', 'text-lg font-bold text-gray-900'),
    h3: heading('h4', 'font-semibold text-gray-900'),
    h4: heading('h4', 'font-semibold text-gray-900'),
    h5: heading('h4', 'font-semibold text-gray-900'),
    h6: heading('h4', 'font-semibold text-gray-900'),
    ul: { props: { className: 'list-disc space-y-1 pl-6' } },
    ol: { props: { className: 'list-decimal space-y-1 pl-6' } },
    blockquote: { props: { className: 'border-l-4 border-gray-200 pl-3 text-gray-600' } },
    a: { component: DescriptionLink },
    img: { component: ImageAsText },
  },
};

/**
 * The product's description (spec 1 §2 'product information'): its numbered 'n. label: value' lines as tables, the
 * rest as Markdown with the line breaks it was typed with. Loaded on demand (product-description.tsx).
 */
export function DescriptionContent({ id, text, empty }: { id?: string; text: string; empty: string }) {
  return (
    <DescriptionPanel id={id} empty={empty}>
      {descriptionSections(text).map((section, i) =>
        section.kind === 'table' ? (
          <DescriptionTable key={i} rows={section.rows} />
        ) : (
          <Markdown key={i} options={OPTIONS}>
            {withHardBreaks(section.text)}
          </Markdown>
        ),
      )}
    </DescriptionPanel>
  );
}
