// Points zod's JSON Schema generator at a stand-in (src/vendor/zodJsonSchema.ts) in the web
// build: classic zod wires it into every schema, the app never uses it.
import type { Plugin } from 'vite';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const GENERATOR = /(^|\/)(json-schema-processors|to-json-schema)\.js$/;

export function zodWithoutJsonSchema(standIn: string): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && ZOD.test(importer) && GENERATOR.test(source) ? standIn : null;
    },
  };
}
