import type { DescriptionBlock, DescriptionRow } from '@shop/domain/product-description';
import type { ReactNode } from 'react';

/** 'label: value' rows as a two-column table (spec 1 §2 Product detail). */
export function DescriptionTable({ rows }: { rows: DescriptionRow[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-gray-200">
      <table className="w-full border-collapse text-left text-sm">
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-gray-200 first:border-t-0">
              <th scope="row" className="w-2/5 bg-gray-50 px-3 py-2 align-top font-medium text-gray-700 sm:w-1/3">
                {row.label}
              </th>
              <td className="px-3 py-2 align-top">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The space the description and specifications panels share, and their text when empty. `id`: the element a
 * description the server rendered is found by (product-description.tsx).
 */
export function DescriptionPanel({ id, empty, children }: { id?: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0)
    return (
      <p id={id} className="text-gray-500">
        {empty}
      </p>
    );
  return (
    <div id={id} className="space-y-3 leading-relaxed text-gray-800">
      {children}
    </div>
  );
}

/** A specifications text as parsed in domain: paragraphs, and its 'label: value' lines as a table. */
export function DescriptionBlocks({ blocks, empty }: { blocks: DescriptionBlock[]; empty: string }) {
  return (
    <DescriptionPanel empty={empty}>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? <p key={i}>{block.text}</p> : <DescriptionTable key={i} rows={block.rows} />,
      )}
    </DescriptionPanel>
  );
}
