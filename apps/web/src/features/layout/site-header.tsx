import { Link } from '@tanstack/react-router';

export function SiteHeader() {
  return (
    <header className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold">
          Trà Sữa Nguyên Liệu
        </Link>
      </div>
    </header>
  );
}
