import type { ProductOrdering } from '@shop/domain/catalog.constants';
import type { Category } from '@shop/domain/catalog.schemas';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ancestorIds } from './category-lookup';
import type { ListingView } from './listing-search';

/** The listing's search params a category link keeps: the sort order and the view, never the page. */
export interface CategoryLinkSearch {
  ordering?: ProductOrdering | undefined;
  view?: ListingView | undefined;
}

const linkBase =
  'flex-1 rounded px-2 py-1.5 text-sm leading-snug hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700';
const activeLink = 'bg-brand-50 font-semibold text-brand-800';

/**
 * The collapsible category tree of the listing (spec 1 §2): links to /products?category_id=, the active one
 * highlighted and its ancestors open, buttons with aria-expanded to open or close a branch, and
 * 'Tất cả sản phẩm' that clears the filter.
 */
export function CategoryTree({
  categories,
  activeId,
  allActive,
  keep,
  onNavigate,
}: {
  categories: Category[];
  activeId: number | undefined;
  /** True when no category and no other filter is chosen. */
  allActive: boolean;
  keep: CategoryLinkSearch;
  /** Called after a link is followed (the mobile panel closes). */
  onNavigate?: () => void;
}) {
  const [expanded, setExpanded] = useState(() => new Set(ancestorIds(categories, activeId)));
  // Open the branch of a category chosen elsewhere (back/forward, a link from another page).
  const [openedFor, setOpenedFor] = useState(activeId);
  if (openedFor !== activeId) {
    setOpenedFor(activeId);
    const missing = ancestorIds(categories, activeId).filter((id) => !expanded.has(id));
    if (missing.length > 0) setExpanded(new Set([...expanded, ...missing]));
  }

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="space-y-0.5">
      <li className="flex">
        <Link
          to="/products"
          search={{ ordering: keep.ordering, view: keep.view }}
          activeOptions={{ exact: true }}
          aria-current={allActive ? 'page' : undefined}
          className={`${linkBase} ${allActive ? activeLink : 'text-gray-800'}`}
          onClick={onNavigate}
        >
          Tất cả sản phẩm
        </Link>
      </li>
      {categories.map((c) => (
        <CategoryNode
          key={c.id}
          category={c}
          depth={0}
          activeId={activeId}
          expanded={expanded}
          onToggle={toggle}
          keep={keep}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}

/**
 * A level's indent, as classes: the page the server renders may carry no style attributes (the CSP allows none,
 * http/security-headers.ts).
 */
const INDENT = ['', 'pl-3', 'pl-6', 'pl-9', 'pl-12'];

interface CategoryNodeProps {
  category: Category;
  depth: number;
  activeId: number | undefined;
  expanded: Set<number>;
  onToggle: (id: number) => void;
  keep: CategoryLinkSearch;
  onNavigate: (() => void) | undefined;
}

function CategoryNode({ category, depth, activeId, expanded, onToggle, keep, onNavigate }: CategoryNodeProps) {
  const active = category.id === activeId;
  const open = expanded.has(category.id);
  const hasChildren = category.children.length > 0;
  const listId = `category-children-${category.id}`;
  return (
    <li>
      <div className={`flex items-center ${INDENT[Math.min(depth, INDENT.length - 1)]}`}>
        <Link
          to="/products"
          search={{ category_id: category.id, ordering: keep.ordering, view: keep.view }}
          // The link's own active check compares the whole query; ours looks at the category only.
          activeOptions={{ exact: true }}
          aria-current={active ? 'page' : undefined}
          className={`${linkBase} ${active ? activeLink : depth === 0 ? 'font-medium text-gray-800' : 'text-gray-700'}`}
          onClick={onNavigate}
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            className="grid size-9 shrink-0 place-items-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Thu gọn' : 'Mở rộng'} ${category.name}`}
            onClick={() => onToggle(category.id)}
          >
            <svg
              viewBox="0 0 20 20"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} hidden={!open} className="space-y-0.5">
          {category.children.map((child) => (
            <CategoryNode
              key={child.id}
              category={child}
              depth={depth + 1}
              activeId={activeId}
              expanded={expanded}
              onToggle={onToggle}
              keep={keep}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
