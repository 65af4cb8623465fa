/** The product name wherever the spec writes {brand}. */
export const BRAND = 'Pomoplan';
