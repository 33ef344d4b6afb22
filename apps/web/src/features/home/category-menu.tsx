import type { Category } from '@shop/domain/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../catalog';

const CATEGORY_LOAD_FAILED = 'Không tải được danh mục. Vui lòng thử lại sau.';

function Chevron({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MenuSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3 p-3" aria-busy="true">
      <span className="sr-only">Đang tải danh mục...</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  );
}

/**
 * A category's children, beside it on hover or keyboard focus. The page the server sends has them as a no-script
 * fallback only, so a phone, which never shows the sidebar, never builds them; with script the sidebar renders
 * itself, with them, once the pointer is over it or focus is in it (kept-parts.ts).
 */
function Flyout({ categories }: { categories: Category[] }) {
  const list = (
    <ul className="invisible absolute left-full top-0 z-30 -ml-1 min-w-56 rounded-lg border border-gray-200 bg-white py-1 opacity-0 shadow-lg transition group-focus-within/item:visible group-focus-within/item:opacity-100 group-hover/item:visible group-hover/item:opacity-100">
      {categories.map((child) => (
        <li key={child.id}>
          <Link
            to="/products"
            search={{ category_id: child.id }}
            className="block px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-none"
          >
            {child.name}
          </Link>
        </li>
      ))}
    </ul>
  );
  return import.meta.env.SSR ? <noscript>{list}</noscript> : list;
}

/**
 * The home's category sidebar on large screens (spec 1 §2): the root categories; a category's children open beside
 * it on hover or keyboard focus.
 */
export function CategorySidebar() {
  const tree = useQuery(catalogQueries.categoryTree());
  return (
    <nav aria-labelledby="category-sidebar-title" className="rounded-lg border border-gray-200 bg-white">
      <h2 id="category-sidebar-title" className="rounded-t-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
        Danh mục sản phẩm
      </h2>
      {tree.isPending ? (
        <MenuSkeleton rows={8} />
      ) : tree.isError ? (
        <p className="p-3 text-sm text-red-600">{CATEGORY_LOAD_FAILED}</p>
      ) : (
        <ul className="py-1">
          {tree.data.map((category) => (
            <li key={category.id} className="group/item relative">
              <Link
                to="/products"
                search={{ category_id: category.id }}
                className={`flex items-center justify-between gap-2 px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-none ${category.children.length > 0 ? 'chevron-after' : ''}`}
              >
                <span className="truncate">{category.name}</span>
              </Link>
              {category.children.length > 0 && <Flyout categories={category.children} />}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** The category tree as an accordion, for the category drawer. Every link calls `onNavigate` (to close it). */
export function CategoryTreeList({ onNavigate }: { onNavigate: () => void }) {
  const tree = useQuery(catalogQueries.categoryTree());
  if (tree.isPending) return <MenuSkeleton rows={9} />;
  if (tree.isError) {
    return (
      <div className="p-4 text-center">
        <p className="text-sm text-red-600">{CATEGORY_LOAD_FAILED}</p>
        <button
          type="button"
          onClick={() => void tree.refetch()}
          className="mt-3 rounded border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50"
        >
          Thử lại
        </button>
      </div>
    );
  }
  return (
    <ul className="py-2">
      <li>
        <Link
          to="/products"
          onClick={onNavigate}
          className="block px-5 py-3 font-medium text-brand-700 hover:bg-gray-50"
        >
          Tất cả sản phẩm
        </Link>
      </li>
      {tree.data.map((category) => (
        <CategoryBranch key={category.id} category={category} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function CategoryBranch({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const hasChildren = category.children.length > 0;
  const panelId = `category-${category.id}-children`;
  return (
    <li className="border-t border-gray-100">
      <div className="flex items-center">
        <Link
          to="/products"
          search={{ category_id: category.id }}
          onClick={onNavigate}
          className="flex-1 px-5 py-3 text-gray-800 hover:bg-gray-50"
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={`${expanded ? 'Thu gọn' : 'Mở rộng'} ${category.name}`}
            className="mr-2 grid size-10 place-items-center rounded-full text-gray-500 hover:bg-gray-100"
          >
            <Chevron className={`size-4 transition-transform ${expanded ? 'rotate-90' : ''}`} />
          </button>
        )}
      </div>
      {hasChildren && expanded && (
        <ul id={panelId} className="bg-gray-50 pb-1">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                to="/products"
                search={{ category_id: child.id }}
                onClick={onNavigate}
                className="block py-2.5 pl-9 pr-5 text-sm text-gray-700 hover:bg-gray-100"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
