/** The product name, wherever a page names the product. */
export const BRAND = 'Pomoplan';
