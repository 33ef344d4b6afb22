// Text cells of a CSV a spreadsheet opens. A line starting with one of = + - @ tab or CR is a formula to a
// spreadsheet (CSV injection). A cell's text over several lines gets each line's start escaped, not only the first: a
// reader that splits the row at a line break (or a person pasting one line) must not find a formula either. The
// apostrophe makes Excel show the line as text, and an import takes it off again; a line that already starts with
// apostrophes before such a character gets one more, so that export then import gives back exactly what was stored.
const FORMULA_LINE = /(?<=^|[\r\n])(?='*[=+\-@\t\r])/g;
const ESCAPED_LINE = /(?<=^|[\r\n])'(?='*[=+\-@\t\r])/g;

/** The text as a cell a spreadsheet shows as text, never runs. */
export const spreadsheetText = (value: string) => value.replace(FORMULA_LINE, "'");

/** {@link spreadsheetText} undone: the text as it was stored. */
export const fromSpreadsheetText = (value: string) => value.replace(ESCAPED_LINE, '');
