import { useState } from 'react';
import { downloadFile } from '../../lib/inbox/downloadFile';
import type { DownloadedFile } from '../../lib/inbox/inboxApi';

export interface CsvExportWords {
  /** What `explain` says of a failure it has no better words for. */
  failed: string;
  /** What the page says instead of it: the export did not work. */
  export: string;
}

/**
 * Export CSV beside a list: busy while the file is made, the file handed to the browser as a
 * download, and a failure said in words (the sign-in states heard by `explain` as every failure is).
 */
export function useCsvExport(
  makeFile: () => Promise<DownloadedFile>,
  explain: (error: unknown) => string,
  words: CsvExportWords,
) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const exportShown = async () => {
    setExporting(true);
    setExportError('');
    try {
      const { blob, fileName } = await makeFile();
      downloadFile(blob, fileName);
    } catch (error) {
      const said = explain(error);
      setExportError(said && said !== words.failed ? said : words.export);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportError, onExport: () => void exportShown() };
}
