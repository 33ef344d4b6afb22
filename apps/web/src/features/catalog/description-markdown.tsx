import { descriptionSections, withHardBreaks } from '@shop/domain/product-description';
import { demotedHeading, safeMarkdownOptions } from '@shop/client/safe-markdown';
import Markdown from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { DescriptionPanel, DescriptionTable } from './description-table';

/** Images belong to the gallery: an image written in a description shows as its alt text. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

/** Markdown written in the back office, rendered safely (@shop/client/safe-markdown); headings sit below the page's. */
const OPTIONS = safeMarkdownOptions({
  linkClassName: 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800',
  overrides: {
    h1: demotedHeading('h3', 'text-lg font-bold text-gray-900'),
    h2: demotedHeading('h3', 'text-lg font-bold text-gray-900'),
    h3: demotedHeading('h4', 'font-semibold text-gray-900'),
    h4: demotedHeading('h4', 'font-semibold text-gray-900'),
    h5: demotedHeading('h4', 'font-semibold text-gray-900'),
    h6: demotedHeading('h4', 'font-semibold text-gray-900'),
    ul: { props: { className: 'list-disc space-y-1 pl-6' } },
    ol: { props: { className: 'list-decimal space-y-1 pl-6' } },
    blockquote: { props: { className: 'border-l-4 border-gray-200 pl-3 text-gray-600' } },
    img: { component: ImageAsText },
  },
});

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
