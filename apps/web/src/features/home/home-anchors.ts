/** The id of the home's category section: the header's 'Danh mục' link scrolls there (spec 2 §2 sub-bar). */
export const CATEGORY_SECTION_ID = 'danh-muc';
