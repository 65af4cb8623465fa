/** The cells of a markdown table, row by row, trimmed; a separator cell reads as "---". */
export function tableCells(table: string): string[][];
