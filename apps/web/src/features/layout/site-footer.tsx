export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white py-6 text-center text-sm text-gray-600">
      Nguyên liệu pha chế — cửa hàng tại TP.HCM, giao hàng toàn quốc.
    </footer>
  );
}
