/**
 * Markdown written in the back office (product descriptions, content pages), rendered as React elements by
 * markdown-to-jsx: raw HTML is shown as text, never parsed; link addresses go through markdown-to-jsx's sanitizer
 * (no `javascript:`); another site's link opens in a new tab without our referrer. The shop's renderers add their
 * look on top (`safeMarkdownOptions`); the back office's preview uses the same rules (`SAFE_MARKDOWN`).
 */
import type { MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentProps } from 'react';

/** The rules every rendering of staff-written Markdown keeps. */
export const SAFE_MARKDOWN = { disableParsingRawHTML: true, forceBlock: true } as const satisfies MarkdownToJSX.Options;

/** A link: the shop's own pages in place; another site's in a new tab, without our referrer, not endorsed. */
function SafeLink({ href, children, ...props }: ComponentProps<'a'>) {
  const external = href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);
  return (
    <a {...props} href={href} {...(external && { target: '_blank', rel: 'nofollow noopener noreferrer' })}>
      {children}
    </a>
  );
}

/** A heading that sits below the page's own title (as `Tag`), with no anchor id. */
export const demotedHeading = (Tag: 'h3' | 'h4', className: string) => ({
  component: ({ id: _id, ...props }: ComponentProps<'h3'>) => <Tag {...props} className={className} />,
});

/** The safe rules, no wrapper element, links as `SafeLink` with `linkClassName`, and the caller's look. */
export function safeMarkdownOptions(look: {
  linkClassName: string;
  overrides: MarkdownToJSX.Overrides;
}): MarkdownToJSX.Options {
  return {
    ...SAFE_MARKDOWN,
    wrapper: null,
    overrides: { a: { component: SafeLink, props: { className: look.linkClassName } }, ...look.overrides },
  };
}
