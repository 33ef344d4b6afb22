/**
 * What other features may use of the CSV import and export (STYLE §1; the allow-list is in eslint.config.js): the
 * product list's export. Not a barrel: the import page stays private.
 */
export { downloadProductsCsv } from './csv.queries';
/** The file input that also takes a dropped file (the carriers' COD statements use it too). */
export { CsvDropZone } from './csv-drop-zone';
