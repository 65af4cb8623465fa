// Points some static imports inside MUI at stand-ins of ours (in src/moduleStandIns/) that load the real
// module only when it is drawn, so a first screen does not download code it never shows. Fails
// the build if an MUI upgrade renames one of these imports, rather than putting the code back on
// every first screen unnoticed.
import type { Plugin } from 'vite';

export interface StandIn {
  /** The MUI module whose import is replaced, as a path under `@mui/material/`. */
  importer: string;
  /** The import as the importer writes it. */
  source: string;
  /** The file that stands in for it. */
  file: string;
}

const MUI = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/;

function isModule(id: string, muiPath: string): boolean {
  const match = MUI.exec(id);
  return match !== null && id.slice(match.index + match[0].length).replace(/\\/g, '/') === muiPath;
}

export function muiStandIns(standIns: StandIn[]): Plugin {
  const importersSeen = new Set<string>();
  const replaced = new Set<StandIn>();
  return {
    name: 'mui-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      for (const standIn of standIns) {
        if (!isModule(importer, standIn.importer)) continue;
        importersSeen.add(standIn.importer);
        if (source !== standIn.source) continue;
        replaced.add(standIn);
        return standIn.file;
      }
      return null;
    },
    buildEnd() {
      for (const standIn of standIns) {
        if (importersSeen.has(standIn.importer) && !replaced.has(standIn)) {
          this.error(`muiStandIns: MUI's ${standIn.importer} no longer imports ${standIn.source}`);
        }
      }
    },
  };
}
