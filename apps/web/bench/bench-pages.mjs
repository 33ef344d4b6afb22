// The pages the web benches measure (bench:web, bench:page-weight), so both speak of the same pages: the home page,
// a listing, the first product's page and a search.
export async function benchPages(base) {
  const list = await (await fetch(`${base}/api/products/?page_size=1`)).json();
  return {
    home: '/',
    listing: '/products',
    product: `/products/${list.results[0].id}`,
    search: '/search?q=tra',
  };
}
