import { Suspense, createElement, use, useId, useState } from 'react';
import { useServerElement } from '../../lib/server-element';
import { descriptionMarkdown, loadDescriptionMarkdown } from './description-markdown-loader';

interface Props {
  text: string;
  empty: string;
}

/**
 * The product's description (spec 1 §2 'product information', description-markdown.tsx). Its Markdown renderer
 * is not part of the page's start-up JavaScript (description-markdown-loader.ts): the route's loader loads it before
 * the page renders, on the server and when the shopper comes from another page. While the browser takes over a page
 * the server rendered, the description keeps the server's element as it is (static text, tables and plain links):
 * React takes it over through `dangerouslySetInnerHTML`, and the renderer is only loaded if the text changes.
 */
export function ProductDescription(props: Props) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Description id={id} {...props} />
    </Suspense>
  );
}

function Description({ id, text, empty }: Props & { id: string }) {
  const server = useServerElement(id);
  const [serverText] = useState(text);
  if (server && serverText === text) {
    return createElement(server.tag, {
      id,
      className: server.className,
      dangerouslySetInnerHTML: { __html: server.html },
    });
  }
  const { DescriptionContent } = descriptionMarkdown() ?? use(loadDescriptionMarkdown());
  return <DescriptionContent id={id} text={text} empty={empty} />;
}
