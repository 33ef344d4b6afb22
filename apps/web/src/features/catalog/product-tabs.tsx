import { parseSpecifications } from '@shop/domain/product-description';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { DescriptionBlocks } from './description-table';
import { ProductDescription } from './product-description';

interface Tab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs with the ARIA tabs pattern: a tablist, roving focus with the arrow keys, Home and End, automatic
 * activation; every panel stays in the page (hidden when inactive) so find-in-page and crawlers see it.
 */
function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-2 border-b border-gray-200 sm:flex sm:gap-1">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={`-mb-px whitespace-nowrap border-b-2 px-1 py-2.5 text-sm font-semibold sm:px-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:text-base ${
              i === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-500 hover:text-gray-800'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={i !== active}
          tabIndex={0}
          className="py-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/**
 * The product page's two tabs (spec 1 §2): the description (Markdown, numbered lines as tables) and the
 * specifications ('label: value' lines as a table).
 */
export function ProductTabs({ description, specifications }: { description: string; specifications: string }) {
  return (
    <Tabs
      label="Thông tin chi tiết sản phẩm"
      tabs={[
        {
          key: 'info',
          label: 'Thông tin sản phẩm',
          panel: <ProductDescription text={description} empty="Chưa có mô tả cho sản phẩm này." />,
        },
        {
          key: 'specs',
          label: 'Đặc điểm sản phẩm',
          panel: (
            <DescriptionBlocks
              blocks={parseSpecifications(specifications)}
              empty="Chưa có thông tin đặc điểm cho sản phẩm này."
            />
          ),
        },
      ]}
    />
  );
}
