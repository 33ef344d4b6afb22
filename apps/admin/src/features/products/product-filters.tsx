/**
 * The product list's filter bar: search (accents and case ignored by the server; typed text waits 300 ms), the
 * category (with its sub-categories) and four yes/no filters. Every value lives in the URL.
 */
import { ADMIN_SEARCH_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { CategoryOptions } from './category-options';
import type { ProductsSearch } from './products-search';
import { productsQueries } from './products.queries';

const SEARCH_DELAY_MS = 300;

type Flag = 'is_active' | 'in_stock' | 'discounted' | 'low_stock';
const FLAGS: { key: Flag; label: string; yes: string; no: string }[] = [
  { key: 'is_active', label: 'Trạng thái', yes: 'Đang bán', no: 'Ngừng bán' },
  { key: 'in_stock', label: 'Tồn kho', yes: 'Còn hàng', no: 'Hết hàng' },
  { key: 'discounted', label: 'Khuyến mãi', yes: 'Đang giảm giá', no: 'Không giảm giá' },
  { key: 'low_stock', label: 'Sắp hết', yes: 'Sắp hết hàng', no: 'Không sắp hết' },
];

export function ProductFilters({
  search,
  onChange,
}: {
  search: ProductsSearch;
  onChange: (patch: Partial<ProductsSearch>) => void;
}) {
  const categories = useQuery(productsQueries.categories());
  const [text, setText] = useState(search.search ?? '');
  // Back and forward (or "Xóa bộ lọc") change the URL: the box follows it, but keeps what is being typed.
  const [urlText, setUrlText] = useState(search.search);
  if (urlText !== search.search) {
    setUrlText(search.search);
    if ((text.trim() || undefined) !== search.search) setText(search.search ?? '');
  }
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === search.search) return;
    const timer = setTimeout(() => onChange({ search: wanted }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search.search, onChange]);

  const filtered = Boolean(search.search || search.category || FLAGS.some((f) => search[f.key] !== undefined));
  return (
    <form
      role="search"
      aria-label="Lọc sản phẩm"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: text.trim() || undefined });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        label="Tìm kiếm"
        type="search"
        placeholder="Tên, đường dẫn hoặc mã SKU"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-w-56 flex-[2_1_16rem]"
      />
      <SelectField
        label="Danh mục"
        value={search.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value ? Number(e.target.value) : undefined })}
        className="flex-[1_1_12rem]"
      >
        <option value="">Tất cả</option>
        <CategoryOptions tree={categories.data} />
      </SelectField>
      {FLAGS.map((f) => (
        <SelectField
          key={f.key}
          label={f.label}
          value={search[f.key] === undefined ? '' : String(search[f.key])}
          onChange={(e) => onChange({ [f.key]: e.target.value === '' ? undefined : e.target.value === 'true' })}
          className="flex-[1_1_9rem]"
        >
          <option value="">Tất cả</option>
          <option value="true">{f.yes}</option>
          <option value="false">{f.no}</option>
        </SelectField>
      ))}
      {filtered && (
        <Button
          tone="ghost"
          onClick={() =>
            onChange({
              search: undefined,
              category: undefined,
              is_active: undefined,
              in_stock: undefined,
              discounted: undefined,
              low_stock: undefined,
            })
          }
        >
          Xóa bộ lọc
        </Button>
      )}
    </form>
  );
}
