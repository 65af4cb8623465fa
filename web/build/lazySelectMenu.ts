// Points the Menu import of MUI's Select at a stand-in (src/vendor/selectMenu.ts) that loads
// the Menu on the first input. Fails the build if an MUI upgrade renames the import, rather than
// putting the Menu back on every first screen with a select unnoticed.
import type { Plugin } from 'vite';

const SELECT_INPUT = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Select[\\/]SelectInput\.mjs$/;
const MENU = '../Menu/Menu.mjs';

export function lazySelectMenu(standIn: string): Plugin {
  let selectSeen = false;
  let menuReplaced = false;
  return {
    name: 'lazy-select-menu',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !SELECT_INPUT.test(importer)) return null;
      selectSeen = true;
      if (source !== MENU) return null;
      menuReplaced = true;
      return standIn;
    },
    buildEnd() {
      if (selectSeen && !menuReplaced) {
        this.error(`lazySelectMenu: MUI's SelectInput no longer imports ${MENU}`);
      }
    },
  };
}
