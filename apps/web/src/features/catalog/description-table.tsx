import type { DescriptionBlock } from '@shop/domain/product-description';

/**
 * A description or specifications text as parsed in domain: paragraphs, and its 'label: value' lines as a
 * two-column table (spec 1 §2 Product detail).
 */
export function DescriptionBlocks({ blocks, empty }: { blocks: DescriptionBlock[]; empty: string }) {
  if (blocks.length === 0) return <p className="text-gray-500">{empty}</p>;
  return (
    <div className="space-y-3 leading-relaxed text-gray-800">
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <div key={i} className="overflow-hidden rounded-lg border border-gray-200">
            <table className="w-full border-collapse text-left text-sm">
              <tbody>
                {block.rows.map((row, r) => (
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
        ),
      )}
    </div>
  );
}
