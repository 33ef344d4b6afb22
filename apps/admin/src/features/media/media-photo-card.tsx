/** One photo of a media field: the main-photo choice, its alt text when the field takes them, move and remove. */
import { IMAGE_ALT_MAX_LENGTH } from '@shop/domain/admin-catalog.rules';
import { thumbUrl } from './thumb-url';

type PhotoCardProps = {
  url: string;
  i: number;
  count: number;
  /** The field's id: the photos' "Ảnh chính" radios are one group. */
  groupId: string;
  isMain: boolean;
  alt: string;
  onAltChange?: ((url: string, alt: string) => void) | undefined;
  onMain: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

export function PhotoCard({
  url,
  i,
  count,
  groupId,
  isMain,
  alt,
  onAltChange,
  onMain,
  onMove,
  onRemove,
}: PhotoCardProps) {
  return (
    <li className="w-36 rounded-md border border-gray-200 bg-white p-2 text-xs">
      <img src={thumbUrl(url)} alt="" className="aspect-square w-full rounded object-cover" />
      <label className="mt-2 flex items-center gap-1">
        <input type="radio" name={`${groupId}-main`} checked={isMain} onChange={onMain} />
        Ảnh chính
      </label>
      {onAltChange && <AltTextField url={url} i={i} alt={alt} onAltChange={onAltChange} />}
      <div className="mt-1 flex gap-1">
        <button
          type="button"
          className="rounded border border-gray-300 px-2 py-1 disabled:opacity-40"
          aria-label={`Đưa ảnh ${i + 1} lên trước`}
          disabled={i === 0}
          onClick={() => onMove(i, i - 1)}
        >
          ←
        </button>
        <button
          type="button"
          className="rounded border border-gray-300 px-2 py-1 disabled:opacity-40"
          aria-label={`Đưa ảnh ${i + 1} ra sau`}
          disabled={i === count - 1}
          onClick={() => onMove(i, i + 1)}
        >
          →
        </button>
        <button
          type="button"
          className="ml-auto rounded px-2 py-1 text-red-700 hover:bg-red-50"
          aria-label={`Xóa ảnh ${i + 1}`}
          onClick={onRemove}
        >
          Xóa
        </button>
      </div>
    </li>
  );
}

function AltTextField({
  url,
  i,
  alt,
  onAltChange,
}: Pick<PhotoCardProps, 'url' | 'i' | 'alt'> & { onAltChange: (url: string, alt: string) => void }) {
  return (
    <label className="mt-2 block">
      Mô tả ảnh {i + 1}
      <input
        type="text"
        maxLength={IMAGE_ALT_MAX_LENGTH}
        value={alt}
        onChange={(e) => onAltChange(url, e.target.value)}
        className="mt-1 block w-full rounded border border-gray-300 px-1 py-0.5"
      />
    </label>
  );
}
