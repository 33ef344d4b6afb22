/** Page <title> and meta description for a route's `head` (every page sets both, issue 3). */
export const SHOP_TITLE = 'Trà Sữa Nguyên Liệu';

export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title: title === SHOP_TITLE ? title : `${title} | ${SHOP_TITLE}` },
      { name: 'description', content: description },
    ],
  };
}
