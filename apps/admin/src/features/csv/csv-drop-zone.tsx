/** A file input that also takes a file dropped on it; the input itself stays the keyboard's way in. */
import { useId } from 'react';
import { useFileDrop } from '../../components/use-file-drop';

export function CsvDropZone({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const id = useId();
  const { over, dropProps } = useFileDrop(([dropped]) => {
    if (dropped) onFile(dropped);
  });
  return (
    <div
      {...dropProps}
      className={`rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
    >
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        Kéo file CSV vào đây, hoặc chọn file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="mx-auto mt-2 block text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {file && (
        <p className="mt-2 text-sm text-gray-700">
          Đã chọn: <span className="font-medium">{file.name}</span> (
          {Math.ceil(file.size / 1024).toLocaleString('vi-VN')} KB)
        </p>
      )}
    </div>
  );
}
