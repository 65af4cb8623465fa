// Reads a markdown table that a document keeps in step with the code, so that a test can hold
// the two the same whatever padding a formatter gave the table.

/**
 * The cells of `table` (its lines from the header on), row by row, trimmed; a separator cell
 * of dashes reads as '---'.
 * @param {string} table
 * @returns {string[][]}
 */
export function tableCells(table) {
  return table
    .trim()
    .split('\n')
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}
