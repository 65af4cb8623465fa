// Stands in for zod's JSON Schema generation in the web build (vite.config.ts points zod's
// `core/json-schema-processors.js` and `core/to-json-schema.js` here). Classic zod wires a
// converter into every schema it creates, so the bundler keeps the whole generator (18 kB
// minified) although the app only validates and never asks a schema for its JSON Schema. The
// server keeps the real one. Each stand-in fails loudly, should the web app ever call it.

function notInWebBuild(): never {
  throw new Error('JSON Schema generation is not part of the web build (vite.config.ts).');
}

export const aggregateChecks = notInWebBuild;
export const stringProcessor = notInWebBuild;
export const numberProcessor = notInWebBuild;
export const booleanProcessor = notInWebBuild;
export const bigintProcessor = notInWebBuild;
export const symbolProcessor = notInWebBuild;
export const nullProcessor = notInWebBuild;
export const undefinedProcessor = notInWebBuild;
export const voidProcessor = notInWebBuild;
export const neverProcessor = notInWebBuild;
export const anyProcessor = notInWebBuild;
export const unknownProcessor = notInWebBuild;
export const dateProcessor = notInWebBuild;
export const enumProcessor = notInWebBuild;
export const literalProcessor = notInWebBuild;
export const nanProcessor = notInWebBuild;
export const templateLiteralProcessor = notInWebBuild;
export const fileProcessor = notInWebBuild;
export const successProcessor = notInWebBuild;
export const customProcessor = notInWebBuild;
export const functionProcessor = notInWebBuild;
export const transformProcessor = notInWebBuild;
export const mapProcessor = notInWebBuild;
export const setProcessor = notInWebBuild;
export const arrayProcessor = notInWebBuild;
export const objectProcessor = notInWebBuild;
export const unionProcessor = notInWebBuild;
export const intersectionProcessor = notInWebBuild;
export const tupleProcessor = notInWebBuild;
export const recordProcessor = notInWebBuild;
export const nullableProcessor = notInWebBuild;
export const nonoptionalProcessor = notInWebBuild;
export const defaultProcessor = notInWebBuild;
export const prefaultProcessor = notInWebBuild;
export const catchProcessor = notInWebBuild;
export const pipeProcessor = notInWebBuild;
export const readonlyProcessor = notInWebBuild;
export const promiseProcessor = notInWebBuild;
export const optionalProcessor = notInWebBuild;
export const lazyProcessor = notInWebBuild;
export const allProcessors = notInWebBuild;
export const toJSONSchema = notInWebBuild;
export const initializeContext = notInWebBuild;
export const handleUnrepresentable = notInWebBuild;
export const processSchema = notInWebBuild;
export const extractDefs = notInWebBuild;
export const finalize = notInWebBuild;
// Called when a schema's Standard Schema properties are first read: they hand out the method.
export const createToJSONSchemaMethod = () => notInWebBuild;
export const createStandardJSONSchemaMethod = () => notInWebBuild;
export { processSchema as process };
