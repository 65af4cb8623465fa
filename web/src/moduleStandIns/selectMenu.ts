// Stands in for the Menu that MUI's Select imports statically (vite.config.ts points
// `Select/SelectInput.mjs`'s import here), so a page showing a select does not download the
// menu's code before someone opens it.
export { LazyMenu as default } from '../ui/lazyOverlays';
